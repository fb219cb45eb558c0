#!/usr/bin/env node
// The conformance adapter of robots-policy itself (conformance/PROTOCOL.md): one JSON request
// per line on stdin, one JSON answer per line on stdout. It answers with the BUILT package of
// the repository it sits in (`npm run build` first), imported by its own name (self-reference).
import { Buffer } from "node:buffer";
import process from "node:process";
import { createInterface } from "node:readline";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

// The built package by its own name; ROBOTS_POLICY_ENTRY names another entry (the tests give
// src/index.ts under `node --import tsx`, so that they need no build).
const entry = process.env.ROBOTS_POLICY_ENTRY
  ? pathToFileURL(process.env.ROBOTS_POLICY_ENTRY).href
  : "robots-policy";
const { ACAP_USAGE_TYPES, decideAcap, parseHtmlPolicy, parseRobotsTxt, parseStructuredField } =
  await import(entry);

const root = dirname(createRequire(import.meta.url).resolve("robots-policy/package.json"));

/** The robots.txt of a request: text, or bytes (encoding cases); "" when the vector has none. */
function robotsOf(input) {
  if (typeof input.robotstxt_base64 === "string")
    return parseRobotsTxt(Buffer.from(input.robotstxt_base64, "base64"));
  return parseRobotsTxt(input.robotstxt ?? "");
}

const codes = (diagnostics) => [...new Set(diagnostics.map((d) => d.code))];

function crawl(input, q) {
  const robots = robotsOf(input);
  const decision = robots.decide({
    url: q.url,
    userAgent: q.userAgent,
    profile: q.profile ?? "rfc9309",
  });
  const line = decision.rule?.line;
  return {
    allowed: decision.allowed,
    ...(line ? { line } : {}),
    diagnostics: codes(robots.diagnostics),
  };
}

function field(input, q) {
  const robots = robotsOf(input);
  const options = { profile: q.profile ?? "rfc9309", ...(q.time ? { at: new Date(q.time) } : {}) };
  const agent = q.userAgent ?? "*";
  switch (q.field) {
    case "crawl-delay":
      return { value: robots.crawlDelay(agent, options) ?? null };
    case "request-rate": {
      const rate = robots.requestRate(agent, options);
      return { value: rate ? { requests: rate.requests, seconds: rate.seconds } : null };
    }
    case "visit-time": {
      const window = robots.visitTime(agent, options);
      return { value: window ? { from: window.from, to: window.to } : null };
    }
    case "comment":
      return { value: robots.comments(agent, options) };
    case "sitemaps":
      return { value: robots.sitemaps };
    case "host":
      return { value: robots.preferredHost ?? null };
    default:
      return { unsupported: `field ${q.field}` };
  }
}

/** The robots META usages of decide(); other usages, or ACAP in the page, are read as ACAP-2. */
const META_USAGES = [
  "crawl",
  "index",
  "follow",
  "present-snippet",
  "archive",
  "index-images",
  "translate",
  "present-thumbnail",
];

function page(input, q) {
  const robots = robotsOf(input);
  const policy = parseHtmlPolicy(input.html ?? "", { url: q.url, headers: input.headers ?? {} });
  const mentionsAcap = /acap/i.test(`${input.html ?? ""} ${JSON.stringify(input.headers ?? {})}`);
  if (mentionsAcap || !META_USAGES.includes(q.usage)) {
    if (!ACAP_USAGE_TYPES.includes(q.usage)) return { unsupported: `usage ${q.usage}` };
    return {
      allowed: decideAcap(robots, {
        url: q.url,
        userAgent: q.userAgent,
        usage: q.usage,
        page: policy,
      }).allowed,
    };
  }
  return {
    allowed: robots.decide({ url: q.url, userAgent: q.userAgent, usage: q.usage, page: policy })
      .allowed,
  };
}

function appDirectives(input, q) {
  if (typeof q.app !== "string")
    return { unsupported: "app-directives without an application (question.app)" };
  const found = robotsOf(input).appDirectives({
    app: q.app,
    url: q.url,
    ...(q.userAgent ? { productToken: q.userAgent } : {}),
  });
  const member = ([name, item]) =>
    item.type === "boolean" && item.value === true
      ? name
      : `${name}=${item.type === "string" ? JSON.stringify(item.value) : String(item.value)}`;
  return { directives: found ? [...found].map(member) : [] };
}

async function syntax(q) {
  if (q.grammar === "structured-fields" && /^sf-(list|dictionary|item)$/.test(q.production)) {
    try {
      parseStructuredField(q.text, q.production.slice(3));
      return { valid: true };
    } catch {
      return { valid: false };
    }
  }
  const parser = await import(
    pathToFileURL(join(root, "dist/generated", `${q.grammar}.js`)).href
  ).catch(() => undefined);
  if (parser === undefined) return { unsupported: `no generated parser for ${q.grammar}` };
  try {
    parser.parse(q.text, { startRule: q.production });
    return { valid: true };
  } catch (error) {
    if (/start parsing from rule/.test(error.message))
      return { unsupported: `${q.grammar}: rule ${q.production} is not a start rule` };
    return { valid: false };
  }
}

async function answer({ input = {}, question: q }) {
  switch (q.type) {
    case "crawl":
      return crawl(input, q);
    case "field":
      return field(input, q);
    case "usage": {
      const decision = decideAcap(robotsOf(input), {
        url: q.url,
        userAgent: q.userAgent,
        usage: q.usage,
        ...(q.time ? { at: new Date(q.time) } : {}),
      });
      return {
        allowed: decision.allowed,
        ...(decision.rule?.line ? { line: decision.rule.line } : {}),
      };
    }
    case "page":
      return page(input, q);
    case "app-directives":
      return appDirectives(input, q);
    case "content-usage": {
      const answer = robotsOf(input).contentUsage({
        url: q.url,
        userAgent: q.userAgent,
        ...(input.headers ? { headers: input.headers } : {}),
      });
      return { preferences: { ...answer.preferences } };
    }
    case "syntax":
      return syntax(q);
    default:
      return { unsupported: `question type ${q.type}` };
  }
}

// One request at a time, answered in order (the runner waits for each answer).
for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  if (line.trim() === "") continue;
  let id = null;
  let reply;
  try {
    const request = JSON.parse(line);
    id = request.id;
    reply = { id, ...(await answer(request)) };
  } catch (error) {
    reply = { id, error: String(error?.message ?? error) };
  }
  process.stdout.write(`${JSON.stringify(reply)}\n`);
}
