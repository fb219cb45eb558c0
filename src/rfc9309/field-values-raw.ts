// Zod schemas for the field values of grammar/robots-2.0.peggy, and the call that parses
// and validates one value. The grammar says what a value looks like; the schemas say what
// it may hold (an hour is at most 23, a major version is 1 or 2 …).
import * as z from "zod/mini";
import { object } from "../core/schema.js";
import { tryParse } from "../../generated/robots-2.0.js";
import { validatingParser, type ValidatedBy } from "../core/validate.js";

const time = object({
  hour: z.int().check(z.gte(0), z.lte(23, "an hour is 00 to 23")),
  minute: z.int().check(z.gte(0), z.lte(59, "a minute is 00 to 59")),
});
const window = object({ start: time, end: time });

/** ROBOTS-2.0 Robot-version: "Valid numbers for this part [the major version] are 1 and 2." */
export const RawRobotVersion = object({
  type: z.literal("robot-version"),
  major: z
    .int()
    .check(z.gte(1, "the major version is 1 or 2"), z.lte(2, "the major version is 1 or 2")),
  minor: z.int().check(z.nonnegative()),
  patch: z.int().check(z.nonnegative()),
});

/** ROBOTS-2.0 Visit-time: two times of day, UTC. */
export const RawVisitTime = object({ type: z.literal("visit-time"), start: time, end: time });

/** ROBOTS-2.0 Request-rate: "<numdocuments> '/' <timeunit>", optionally with a window. */
export const RawRequestRate = object({
  type: z.literal("request-rate"),
  requests: z.int().check(z.positive("at least one document per period")),
  amount: z.number().check(z.positive("the period is longer than 0")),
  unit: z.nullable(z.enum(["s", "m", "h", "d"])),
  window: z.nullable(window),
});

/** Crawl-delay: seconds, decimals allowed. */
export const RawCrawlDelay = object({
  type: z.literal("crawl-delay"),
  seconds: z.number().check(z.nonnegative()),
});

/** Yandex Clean-param: "p0[&p1…] [path]". */
export const RawCleanParam = object({
  type: z.literal("clean-param"),
  params: z.string().check(z.minLength(1)),
  path: z.nullable(z.string()),
});

export type RawTime = z.infer<typeof time>;
export type RawRobotVersion = z.infer<typeof RawRobotVersion>;
export type RawVisitTime = z.infer<typeof RawVisitTime>;
export type RawRequestRate = z.infer<typeof RawRequestRate>;
export type RawCrawlDelay = z.infer<typeof RawCrawlDelay>;
export type RawCleanParam = z.infer<typeof RawCleanParam>;

const SCHEMAS = {
  RobotVersion: RawRobotVersion,
  VisitTime: RawVisitTime,
  RequestRate: RawRequestRate,
  CrawlDelay: RawCrawlDelay,
  CleanParam: RawCleanParam,
} as const;

export type FieldValueRule = keyof typeof SCHEMAS;

export type FieldValueResult<R extends FieldValueRule> = ValidatedBy<typeof SCHEMAS, R>;

/** Parses and validates one field value; never throws for any text. */
export const parseFieldValue = validatingParser(tryParse, SCHEMAS);
