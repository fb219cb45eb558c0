#!/usr/bin/env python3
"""Conformance adapter for Python's standard urllib.robotparser.

Speaks conformance/PROTOCOL.md: one JSON request per stdin line, one JSON answer per stdout
line. Run from the repository root: python3 conformance/adapters/python-urllib.py
Logs go to stderr only: stdout carries nothing but answers.
"""
import base64
import email.message
import io
import json
import sys
import urllib.error
import urllib.parse
import urllib.request
import urllib.response
import urllib.robotparser


def robots_lines(request_input):
    """The robots.txt lines, as RobotFileParser.read() would hand them to parse()."""
    if isinstance(request_input.get("robotstxt"), str):
        return request_input["robotstxt"].splitlines()
    if isinstance(request_input.get("robotstxt_base64"), str):
        raw = base64.b64decode(request_input["robotstxt_base64"])
        # read() decodes strictly: bytes that are not UTF-8 raise, and the answer is an error.
        return raw.decode("utf-8").splitlines()
    if isinstance(request_input.get("robotstxt_parts"), list):
        return parts_text(request_input["robotstxt_parts"]).splitlines()
    return []


def parts_text(parts):
    """robotstxt_parts joined: a string as it is, {repeat, times} repeated (RFC 9309 §2.5 vectors)."""
    return "".join(p if isinstance(p, str) else p["repeat"] * p["times"] for p in parts)


class ScriptedSite(urllib.request.BaseHandler):
    """Answers urllib's requests with the vector's retrieval (input.fetch): its redirects in
    order, then the final status with the robots.txt as body, or the network failure. urllib's
    own handlers follow the redirects and raise HTTPError for 4xx/5xx, as over the network."""

    handler_order = 100  # before urllib's real HTTP(S) handlers

    def __init__(self, request_input):
        self.fetch = request_input["fetch"]
        lines = robots_lines(request_input)
        self.body = ("\n".join(lines) + "\n" if lines else "").encode("utf-8")
        self.asked = 0

    def _respond(self, req):
        redirects = self.fetch.get("redirects") or []
        step, self.asked = self.asked, self.asked + 1
        headers = email.message.Message()
        if step < len(redirects):
            status, body = redirects[step]["status"], b""
            headers["Location"] = redirects[step]["location"]
        elif "failure" in self.fetch:
            raise urllib.error.URLError(self.fetch["failure"])
        else:
            status, body = self.fetch.get("status", 200), self.body
        response = urllib.response.addinfourl(io.BytesIO(body), headers, req.full_url, status)
        response.msg = "scripted"
        return response

    http_open = https_open = _respond


def access_answer(request_input, question):
    """crawl with the retrieval given: RobotFileParser.read() fetches through the scripted
    site, so its own status rules (401/403 disallow_all, other 4xx allow_all) apply. read()
    lets a network failure (URLError) through; can_fetch() then answers as before any read."""
    if "cached" in request_input:
        # RFC 9309 §2.4 / KOSTER-1996 §3.4: robotparser keeps no cache; mtime() and modified()
        # leave it to the caller to read() again.
        return {"unsupported": "urllib.robotparser has no cache expiry (the caller calls read() again)"}
    parser = urllib.robotparser.RobotFileParser(robots_url(question.get("url")))
    urllib.request.install_opener(urllib.request.build_opener(ScriptedSite(request_input)))
    try:
        parser.read()
    except urllib.error.URLError as error:
        if isinstance(error, urllib.error.HTTPError):
            raise
    finally:
        urllib.request.install_opener(None)
    return {"allowed": parser.can_fetch(question.get("userAgent", "*"), question["url"])}


def robots_url(url):
    """The robots.txt URL of the question URL's origin."""
    parts = urllib.parse.urlsplit(url or "https://example.com/")
    return urllib.parse.urlunsplit((parts.scheme, parts.netloc, "/robots.txt", "", ""))


def parser_for(request_input, question):
    parser = urllib.robotparser.RobotFileParser(robots_url(question.get("url")))
    parser.parse(robots_lines(request_input))
    return parser


def rate_value(rate):
    """A RequestRate(requests, seconds) as the vectors state a rate, or None."""
    if rate is None:
        return None
    return {"requests": rate.requests, "seconds": rate.seconds}


def answer(request):
    """One answer (without its id) for one request."""
    request_input = request.get("input") or {}
    question = request.get("question") or {}
    kind = question.get("type")
    if kind == "crawl" and "fetch" in request_input:
        return access_answer(request_input, question)
    if kind == "crawl":
        parser = parser_for(request_input, question)
        return {"allowed": parser.can_fetch(question.get("userAgent", "*"), question["url"])}
    if kind == "field" and question.get("field") == "crawl-delay":
        parser = parser_for(request_input, question)
        return {"value": parser.crawl_delay(question.get("userAgent") or "*")}
    if kind == "field" and question.get("field") == "request-rate":
        parser = parser_for(request_input, question)
        return {"value": rate_value(parser.request_rate(question.get("userAgent") or "*"))}
    if kind == "field":
        return {"unsupported": "urllib.robotparser answers the crawl-delay and request-rate fields only, not %s" % question.get("field")}
    return {"unsupported": "urllib.robotparser answers crawl, crawl-delay and request-rate questions only, not %s" % kind}


def respond(line):
    """Answers one line: never raises, so one bad request never stops the adapter."""
    request_id = None
    try:
        request = json.loads(line)
        request_id = request.get("id")
        return {"id": request_id, **answer(request)}
    except Exception as error:  # the library's or the request's: either way, an error answer
        print("python-urllib adapter: %r" % error, file=sys.stderr)
        return {"id": request_id, "error": "%s: %s" % (type(error).__name__, error)}


def main():
    sys.stdin.reconfigure(encoding="utf-8")
    while True:
        line = sys.stdin.readline()
        if not line:
            break
        if not line.strip():
            continue
        sys.stdout.write(json.dumps(respond(line)) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
