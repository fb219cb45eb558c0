#!/usr/bin/env node
// The conformance adapter of robots-policy itself (conformance/PROTOCOL.md): one JSON request
// per line on stdin, one JSON answer per line on stdout. The answers are those of
// robots-policy/answer.ts (respond), the same module the in-repo tests judge; it is TypeScript run from
// this repository's sources, so the adapter is for the repository, not the npm package:
//   node --import tsx conformance/adapters/robots-policy.mjs
import process from "node:process";
import { createInterface } from "node:readline";
import { respond } from "./robots-policy/answer.ts";

// One request at a time, answered in order (the runner waits for each answer).
for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  if (line.trim() === "") continue;
  let id = null;
  let reply;
  try {
    const request = JSON.parse(line);
    id = request.id;
    reply = { id, ...(await respond(request)) };
  } catch (error) {
    reply = { id, error: String(error?.message ?? error) };
  }
  process.stdout.write(`${JSON.stringify(reply)}\n`);
}
