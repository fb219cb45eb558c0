// The diagnostics of the ROBOTS-2.0 fields and what crawlers read beside them (Crawl-delay, Sitemap, Host, Clean-param): each code once, with its severity, section and message
// template. src/diagnostic-catalogue.ts gathers every folder's list into the public catalogue.
import type { DiagnosticDefinition } from "../core/diagnostic-definition.js";

export const ROBOTS2_DIAGNOSTICS = {
  "clean-param-invalid": {
    severity: "warning",
    spec: "Yandex Clean-param",
    source: "robots.txt",
    message: 'Clean-param "{value}" is not "p0[&p1…] [path]"; ignored',
  },
  "crawl-delay-invalid": {
    severity: "warning",
    spec: "ROBOTS-2.0 Request-rate (Crawl-delay is its de-facto form)",
    source: "robots.txt",
    message: 'Crawl-delay "{value}" is not a number of seconds; ignored',
  },
  "host-invalid": {
    severity: "warning",
    spec: "Yandex Host",
    source: "robots.txt",
    message: 'Host "{value}" is not a host name; ignored',
  },
  "host-repeated": {
    severity: "info",
    spec: "Yandex Host",
    source: "robots.txt",
    message: "a later Host line is ignored (the first counts)",
  },
  "request-rate-invalid": {
    severity: "warning",
    spec: "ROBOTS-2.0 Request-rate",
    source: "robots.txt",
    message: 'Request-rate "{value}" is not "<documents>/<time>[unit] [window]"; ignored',
  },
  "robot-version-experimental": {
    severity: "warning",
    spec: "ROBOTS-2.0 Robot-version",
    source: "robots.txt",
    message:
      "Robot-version {version} is experimental (odd minor version): the rule set is ignored under robots2",
  },
  "robot-version-invalid": {
    severity: "warning",
    spec: "ROBOTS-2.0 Robot-version",
    source: "robots.txt",
    message: 'Robot-version "{value}" is not "major.minor.patch" with major 1 or 2; ignored',
  },
  "robot-version-misplaced": {
    severity: "warning",
    spec: "ROBOTS-2.0 Robot-version",
    source: "robots.txt",
    message: "Robot-version must be the first line after the User-agent lines; ignored",
  },
  "sitemap-invalid": {
    severity: "warning",
    spec: "sitemaps.org (Sitemap in robots.txt)",
    source: "robots.txt",
    message: 'Sitemap "{value}" is not an absolute http(s) URL; ignored',
  },
  "visit-time-invalid": {
    severity: "warning",
    spec: "ROBOTS-2.0 Visit-time",
    source: "robots.txt",
    message: 'Visit-time "{value}" is not two times of day; ignored',
  },
  "visit-time-repeated": {
    severity: "warning",
    spec: "ROBOTS-2.0 Visit-time",
    source: "robots.txt",
    message: "a rule set has one Visit-time; a later one is ignored",
  },
} as const satisfies Readonly<Record<string, DiagnosticDefinition>>;
