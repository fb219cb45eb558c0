#!/usr/bin/env node
// Conformance adapter for robots-parser (npm, https://github.com/samclarke/robots-parser),
// speaking conformance/PROTOCOL.md: one JSON request per stdin line, one JSON answer per
// stdout line. Run from the repository root: node conformance/adapters/robots-parser.mjs
// Logs go to stderr only: stdout carries nothing but answers.
import { Buffer } from "node:buffer";
import process from "node:process";
import { createInterface } from "node:readline";
import { URL } from "node:url";
import robotsParser from "robots-parser";

/** The robots.txt text as robots-parser takes it: a string. */
function robotsText(input) {
  if (typeof input?.robotstxt === "string") return input.robotstxt;
  // Bytes decoded as UTF-8 the way Buffer does (no BOM stripping, U+FFFD for bad bytes):
  // what the library then does with a BOM or a replacement character is its own answer.
  if (typeof input?.robotstxt_base64 === "string")
    return Buffer.from(input.robotstxt_base64, "base64").toString("utf8");
  if (Array.isArray(input?.robotstxt_parts)) return partsText(input.robotstxt_parts);
  return "";
}

/** robotstxt_parts joined: a string as it is, { repeat, times } repeated (RFC 9309 §2.5 vectors). */
function partsText(parts) {
  return parts.map((p) => (typeof p === "string" ? p : p.repeat.repeat(p.times))).join("");
}

/** input.fetch (the HTTP retrieval of /robots.txt): robots-parser takes a text and has no notion of it. */
function accessUnsupported(input) {
  return input?.fetch === undefined
    ? undefined
    : {
        unsupported: "robots-parser parses a text; it has no notion of HTTP statuses or redirects",
      };
}

/** The robots.txt URL of the question URL's origin (robots-parser answers only for it). */
function robotsUrl(url) {
  return new URL("/robots.txt", url ?? "https://example.com/").href;
}

/** One answer (without its id) for one request. */
function answer(request) {
  const { input, question } = request;
  const type = question?.type;
  const access = accessUnsupported(input);
  if (access) return access;
  if (type === "crawl") {
    const robots = robotsParser(robotsUrl(question.url), robotsText(input));
    const allowed = robots.isAllowed(question.url, question.userAgent);
    // undefined: the URL is not one this robots.txt covers (or not a URL at all).
    if (typeof allowed !== "boolean") return { error: `robots-parser gave no answer for this URL` };
    const line = robots.getMatchingLineNumber(question.url, question.userAgent);
    return typeof line === "number" && line > 0 ? { allowed, line } : { allowed };
  }
  if (type === "field" && question.field === "crawl-delay") {
    const robots = robotsParser(robotsUrl(question.url), robotsText(input));
    const delay = robots.getCrawlDelay(question.userAgent ?? "*");
    return { value: delay ?? null };
  }
  return {
    unsupported:
      type === "field"
        ? `robots-parser answers the crawl-delay field only, not ${String(question.field)}`
        : `robots-parser answers crawl and crawl-delay questions only, not ${String(type)}`,
  };
}

/** Answers one line: never throws, so one bad request never stops the adapter. */
function respond(line) {
  let id = null;
  try {
    const request = JSON.parse(line);
    id = request?.id ?? null;
    return { id, ...answer(request) };
  } catch (error) {
    process.stderr.write(`robots-parser adapter: ${String(error?.message ?? error)}\n`);
    return { id, error: String(error?.message ?? error) };
  }
}

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
lines.on("line", (line) => {
  if (line.trim() === "") return;
  process.stdout.write(`${JSON.stringify(respond(line))}\n`);
});
