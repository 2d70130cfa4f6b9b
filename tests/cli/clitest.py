"""What the command-line test scripts share: the checks that failed so far
and a way to run the tool. Each script sets `tool` from its arguments.
Standard library only."""

import subprocess
import sys

tool = None
failures = []


def check(cond, what):
    """Record `what` as failed unless cond holds; returns cond."""
    if not cond:
        failures.append(what)
        print("FAIL: " + what, file=sys.stderr)
    return cond


def run(*args, stdin=None, env=None, errors="strict"):
    """Run the tool with args (made strings) and stdin (text or bytes);
    returns the exit code and the decoded standard output and error."""
    if isinstance(stdin, str):
        stdin = stdin.encode("utf-8")
    p = subprocess.run([tool] + [str(a) for a in args], input=stdin, env=env,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    return p.returncode, p.stdout.decode("utf-8", errors), p.stderr.decode("utf-8", errors)


def finish(group):
    """Say how the checks of `group` went; the script's exit status."""
    if failures:
        print("%s: %d check(s) failed" % (group, len(failures)), file=sys.stderr)
        return 1
    print("%s: all checks passed" % group)
    return 0
