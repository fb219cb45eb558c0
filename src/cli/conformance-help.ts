// The help of `robots-policy conformance`.

/** `robots-policy conformance --help`. */
export const CONFORMANCE_HELP = `Usage:
  robots-policy conformance --exec "<command>" [--suite <dir>] [--timeout <ms>]
                [--filter <id-prefix>] [--json]

Runs the conformance suite (JSON vectors, one file per specification and section) against
an implementation: starts its adapter <command> with a shell, writes one JSON request per
line to its standard input ({ id, input, question }), and reads one JSON answer per line
from its standard output, one vector at a time (conformance/PROTOCOL.md). Prints, per
specification and section, how many vectors passed, failed, were unsupported or are open
(the specification leaves them open: the reading the answer matches), then each failing
vector with its sentence, the expected and the actual answer.
A vector not answered within --timeout fails ("timeout"); an adapter that exits or closes
its output fails the vector asked ("crash"); a line that is not the JSON answer to the
question asked fails it ("bad answer"). In each case the adapter (its whole process group)
is killed and started again for the next vector; after 5 crashes or timeouts in a row the
remaining vectors are not asked.

Options:
  -e, --exec <command>     The adapter's command line (run with a shell).
      --suite <dir>        The suite folder (default: the conformance/ folder of this
                           package's repository).
      --timeout <ms>       Milliseconds to wait for each answer (default 5000).
      --filter <prefix>    Only the vectors whose id starts with <prefix> (e.g. rfc9309/2.2.2).
      --json               One JSON document: { adapter, suite, total, sections,
                           failures, open, unsupported }.

Examples:
  robots-policy conformance --exec "node conformance/adapters/robots-policy.mjs"
  robots-policy conformance --exec "python3 my_adapter.py" --filter rfc9309/ --json

Exit status:
  0  every vector that is neither open nor unsupported passed.
  1  some vector failed (a wrong answer, an error, a timeout, a crash, a bad answer).
  2  usage error: missing --exec, unknown option, no suite folder, a vector file that is
     not JSON or a vector without id, question or answer, a --filter matching nothing.
  3  internal error (a bug in robots-policy; please report it with the printed stack).
`;
