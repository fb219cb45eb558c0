#!/usr/bin/env python3
"""Conformance adapter for Python's standard urllib.robotparser.

Speaks conformance/PROTOCOL.md: one JSON request per stdin line, one JSON answer per stdout
line. Run from the repository root: python3 conformance/adapters/python-urllib.py
Logs go to stderr only: stdout carries nothing but answers.
"""
import base64
import json
import sys
import urllib.parse
import urllib.robotparser


def robots_lines(request_input):
    """The robots.txt lines, as RobotFileParser.read() would hand them to parse()."""
    if isinstance(request_input.get("robotstxt"), str):
        return request_input["robotstxt"].splitlines()
    if isinstance(request_input.get("robotstxt_base64"), str):
        raw = base64.b64decode(request_input["robotstxt_base64"])
        # read() decodes strictly: bytes that are not UTF-8 raise, and the answer is an error.
        return raw.decode("utf-8").splitlines()
    return []


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
