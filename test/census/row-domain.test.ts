// The registered domain of a capture's host through the Public Suffix List (tldts).
import { describe, expect, it } from "vitest";
import { registeredDomain, urlParts } from "../../src/census/domain.js";

describe("census: registered domain (Public Suffix List)", () => {
  it("ICANN suffixes of one and two labels", () => {
    expect(registeredDomain("www.example.com")).toBe("example.com");
    expect(registeredDomain("a.b.example.co.uk")).toBe("example.co.uk");
  });
  it("the list's private section: a github.io site is its own domain", () => {
    expect(registeredDomain("someone.github.io")).toBe("someone.github.io");
  });
  it("none for an IP address, a bare suffix or a suffix the list does not know", () => {
    expect(registeredDomain("192.0.2.1")).toBeUndefined();
    expect(registeredDomain("[2001:db8::1]")).toBeUndefined();
    expect(registeredDomain("co.uk")).toBeUndefined();
    expect(registeredDomain("host.not-a-suffix-xyz")).toBeUndefined();
  });
  it("scheme and host from the URL (lower case, punycode); nothing from a non-URL", () => {
    expect(urlParts("HTTP://WWW.Bücher.de/robots.txt")).toEqual({
      scheme: "http",
      host: "www.xn--bcher-kva.de",
      domain: "xn--bcher-kva.de",
    });
    expect(urlParts("::")).toEqual({ scheme: "", host: "" });
  });
});
