// The link that reproduces the case: the state, compressed, in the page's address (state.ts),
// a button that copies it, and a plain message when the case is too big for a link.
import { element } from "./dom.ts";
import { encodeState, type PlaygroundState } from "./state.ts";

/**
 * The longest hash written. Chromium takes 2 MB of URL, but chat, mail and issue trackers cut
 * links far sooner, and a link nobody can open is worse than none: say so instead.
 */
export const LINK_LIMIT = 64 * 1024;

const copyButton = element<HTMLButtonElement>("copy-link");
const linkStatus = element<HTMLSpanElement>("link-status");

const kb = (n: number): string => `${(n / 1024).toFixed(n < 10 * 1024 ? 1 : 0)} KB`;

let latest = 0;

function show(text: string, state: "ok" | "too-big" | "copied" | "failed"): void {
  linkStatus.textContent = text;
  linkStatus.dataset["state"] = state;
}

/** Puts `state` in the address (replaceState: typing must not fill the history). */
export async function writeLink(state: PlaygroundState): Promise<void> {
  const mine = ++latest;
  const hash = `#${await encodeState(state)}`;
  if (mine !== latest) return; // a newer edit is being encoded
  if (hash.length > LINK_LIMIT) {
    // An old hash would reproduce another case: drop it.
    if (location.hash) history.replaceState(null, "", location.pathname + location.search);
    copyButton.disabled = true;
    show(
      `Too big for a link: this case needs ${kb(hash.length)} of address even compressed, ` +
        `and links stop at ${kb(LINK_LIMIT)}. Share the robots.txt file itself.`,
      "too-big",
    );
    return;
  }
  if (location.hash !== hash) history.replaceState(null, "", hash);
  copyButton.disabled = false;
  show(`The address keeps this case (${kb(location.href.length)}).`, "ok");
}

copyButton.addEventListener("click", () => {
  // The clipboard needs a secure context (not every file:// page has one): say what to do.
  const copied = navigator.clipboard?.writeText(location.href) ?? Promise.reject(new Error());
  copied.then(
    () => show(`Link copied (${kb(location.href.length)}).`, "copied"),
    () => show("Could not copy: copy the address bar instead.", "failed"),
  );
});
