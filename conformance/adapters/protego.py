#!/usr/bin/env python3
"""Conformance adapter for protego (Scrapy's robots.txt parser; Debian python3-protego).

Speaks conformance/PROTOCOL.md: one JSON request per stdin line, one JSON answer per stdout
line. Run from the repository root: python3 conformance/adapters/protego.py
Logs go to stderr only: stdout carries nothing but answers.
"""
import base64
import json
import os
import sys

# This file is named protego.py too: without its own folder on the path, the import below finds
# the library and not this adapter.
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path = [entry for entry in sys.path if os.path.abspath(entry or ".") != HERE]

try:
    from protego import Protego
except ImportError:
    # Debian installs protego for the system Python, which need not be the python3 first on
    # PATH (pyenv, a virtualenv): run again under it once.
    SYSTEM_PYTHON = "/usr/bin/python3"
    if os.path.exists(SYSTEM_PYTHON) and not os.environ.get("PROTEGO_ADAPTER_REEXEC"):
        os.environ["PROTEGO_ADAPTER_REEXEC"] = "1"
        os.execv(SYSTEM_PYTHON, [SYSTEM_PYTHON] + sys.argv)
    print("protego adapter: protego is not installed (apt-get install python3-protego)", file=sys.stderr)
    sys.exit(2)


# Protego.parse() takes the text alone, never the robots.txt URL: can_fetch() reads the path of
# whatever URL it is given.
def robots_text(request_input):
    """The robots.txt text as Protego.parse() takes it: a str."""
    if isinstance(request_input.get("robotstxt"), str):
        return request_input["robotstxt"]
    if isinstance(request_input.get("robotstxt_base64"), str):
        raw = base64.b64decode(request_input["robotstxt_base64"])
        # Scrapy, protego's main user, decodes the body this way before parsing it.
        return raw.decode("utf-8", errors="ignore")
    if isinstance(request_input.get("robotstxt_parts"), list):
        return parts_text(request_input["robotstxt_parts"])
    return ""


def rate_value(rate):
    """Protego's RequestRate(requests, seconds, start_time, end_time) as the vectors state a
    rate: requests per seconds. The time window is left out: the vectors that ask about one are
    open (ROBOTS-2.0 leaves the <time> format to be worked out)."""
    if rate is None:
        return None
    return {"requests": rate.requests, "seconds": rate.seconds}


def parts_text(parts):
    """robotstxt_parts joined: a string as it is, {repeat, times} repeated (RFC 9309 §2.5 vectors)."""
    return "".join(p if isinstance(p, str) else p["repeat"] * p["times"] for p in parts)


def access_unsupported(request_input):
    """input.fetch (the HTTP retrieval of /robots.txt): protego parses a text and has no notion of it."""
    if "fetch" in request_input:
        return {"unsupported": "protego parses a text; it has no notion of HTTP statuses or redirects"}
    return None


def answer(request):
    """One answer (without its id) for one request."""
    request_input = request.get("input") or {}
    question = request.get("question") or {}
    kind = question.get("type")
    if access_unsupported(request_input):
        return access_unsupported(request_input)
    if kind == "crawl":
        robots = Protego.parse(robots_text(request_input))
        return {"allowed": bool(robots.can_fetch(question["url"], question.get("userAgent", "*")))}
    if kind == "field" and question.get("field") == "crawl-delay":
        robots = Protego.parse(robots_text(request_input))
        return {"value": robots.crawl_delay(question.get("userAgent") or "*")}
    if kind == "field" and question.get("field") == "request-rate":
        robots = Protego.parse(robots_text(request_input))
        return {"value": rate_value(robots.request_rate(question.get("userAgent") or "*"))}
    if kind == "field":
        return {"unsupported": "protego answers the crawl-delay and request-rate fields only, not %s" % question.get("field")}
    return {"unsupported": "protego answers crawl, crawl-delay and request-rate questions only, not %s" % kind}


def respond(line):
    """Answers one line: never raises, so one bad request never stops the adapter."""
    request_id = None
    try:
        request = json.loads(line)
        request_id = request.get("id")
        return {"id": request_id, **answer(request)}
    except Exception as error:  # the library's or the request's: either way, an error answer
        print("protego adapter: %r" % error, file=sys.stderr)
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
