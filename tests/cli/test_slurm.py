#!/usr/bin/env python3
"""scripts/slurm_compare.sh on a real Slurm: a one-node cluster (slurmctld and slurmd on this
machine, configured in a temporary folder: its own slurm.conf, ports, state, spool and logs) runs a
folder of the walker's references as a 4-task job array and a dependent merge job. The merged
report must equal `rigstage-cli compare` of the whole folder: the JSON results and the JUnit the
same but for the times (and the folder the difference pictures are attached from), the HTML page
the same, every link of it resolving. The daemons and the jobs are stopped at the end however the
test ends. Authentication is auth/none where this Slurm has it, else a munged of the test's own
(RIGSTAGE_SLURM_AUTH=munge takes that path anyway). Skipped (exit 77) where Slurm (Debian's
slurm-wlm) is not installed.

Usage: test_slurm.py RIGSTAGE_CLI
"""
import glob
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
RUNNER = os.path.join(ROOT, "scripts", "slurm_compare.sh")
WALKER = os.path.join(ROOT, "resources", "samples", "walker", "walker.character.xml")
SHARDS = 4
MIN_IOU = "0.999"


def skip(reason):
    print("SKIPPED: " + reason)
    sys.exit(77)


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def auth_none_available():
    """Slurm before 23.11 has auth/none and cred/none: no munge daemon needed for a private cluster."""
    return any(glob.glob(pattern) for pattern in ("/usr/lib*/slurm*/auth_none.so", "/usr/lib*/*/slurm*/auth_none.so",
                                                  "/usr/local/lib*/slurm*/auth_none.so"))


class Cluster:
    """slurmctld + slurmd of one node, everything under folder, run as the user running the test."""

    def __init__(self, folder):
        self.folder = folder
        self.daemons = []
        self.user = ""
        self.env = dict(os.environ, SLURM_CONF=os.path.join(folder, "slurm.conf"))
        self.env.pop("SLURM_JOB_ID", None)

    def log(self, name):
        try:
            with open(os.path.join(self.folder, name), encoding="utf-8", errors="replace") as f:
                return f.read()[-3000:]
        except OSError:
            return "(no %s)" % name

    def logs(self):
        return "\n".join("--- %s\n%s" % (n, self.log(n)) for n in ("slurmctld.log", "slurmd.log", "munged.log"))

    def start(self):
        f = self.folder
        user = self.user = subprocess.run(["id", "-un"], capture_output=True, text=True).stdout.strip()
        host = socket.gethostname().split(".")[0]
        for d in ("state", "spool"):
            os.makedirs(os.path.join(f, d))
        auth = ["AuthType=auth/none", "CredType=cred/none"]
        # RIGSTAGE_SLURM_AUTH=munge tries the munge path where auth/none exists too.
        if not auth_none_available() or os.environ.get("RIGSTAGE_SLURM_AUTH") == "munge":
            munged = shutil.which("munged") or "/usr/sbin/munged"
            if not os.path.exists(munged):
                skip("this Slurm has no auth/none and munged is not installed")
            key = os.path.join(f, "munge.key")
            with open(key, "wb") as k:
                k.write(os.urandom(1024))
            os.chmod(key, 0o600)
            socket_path = os.path.join(f, "munge.socket")
            os.makedirs(os.path.join(f, "munge"), mode=0o700)
            self.spawn([munged, "--foreground", "--force", "--key-file", key, "--socket", socket_path,
                        "--pid-file", os.path.join(f, "munged.pid"), "--log-file", os.path.join(f, "munged.log"),
                        "--seed-file", os.path.join(f, "munge", "seed")], "munged.out")
            auth = ["AuthType=auth/munge", "CredType=cred/munge", "AuthInfo=socket=" + socket_path]
        # The node as slurmd -C sees it (CPUs, sockets, cores), named by this test.
        probe = subprocess.run(["slurmd", "-C"], capture_output=True, text=True, env=self.env)
        hardware = re.findall(r"\b(CPUs|Boards|SocketsPerBoard|CoresPerSocket|ThreadsPerCore)=(\d+)", probe.stdout)
        if not hardware:
            fail("slurmd -C said nothing of this machine: " + probe.stdout + probe.stderr)
        node = " ".join("%s=%s" % kv for kv in hardware)
        conf = [
            "ClusterName=rigstagetest",
            "SlurmctldHost=%s(127.0.0.1)" % host,
            "SlurmctldPort=%d" % free_port(),
            "SlurmdPort=%d" % free_port(),
            "SlurmUser=%s" % user,
            "SlurmdUser=%s" % user,
            *auth,
            "StateSaveLocation=" + os.path.join(f, "state"),
            "SlurmdSpoolDir=" + os.path.join(f, "spool"),
            "SlurmctldPidFile=" + os.path.join(f, "slurmctld.pid"),
            "SlurmdPidFile=" + os.path.join(f, "slurmd.pid"),
            "SlurmctldLogFile=" + os.path.join(f, "slurmctld.log"),
            "SlurmdLogFile=" + os.path.join(f, "slurmd.log"),
            "SlurmctldDebug=info",
            "SlurmdDebug=info",
            "ProctrackType=proctrack/pgid",
            "TaskPlugin=task/none",
            "JobAcctGatherType=jobacct_gather/none",
            "AccountingStorageType=accounting_storage/none",
            "SchedulerType=sched/backfill",
            "SelectType=select/cons_tres",
            "SelectTypeParameters=CR_CPU",
            "MpiDefault=none",
            "ReturnToService=2",
            "MailProg=/bin/true",
            "NodeName=rigstagenode NodeAddr=127.0.0.1 %s State=UNKNOWN" % node,
            "PartitionName=qa Nodes=rigstagenode Default=YES MaxTime=INFINITE State=UP",
        ]
        with open(self.env["SLURM_CONF"], "w") as c:
            c.write("\n".join(conf) + "\n")
        self.spawn(["slurmctld", "-D", "-c", "-f", self.env["SLURM_CONF"]], "slurmctld.out")
        self.spawn(["slurmd", "-D", "-N", "rigstagenode", "-f", self.env["SLURM_CONF"]], "slurmd.out")
        deadline = time.time() + 60
        while time.time() < deadline:
            for p, name in self.daemons:
                if p.poll() is not None:
                    raise RuntimeError("%s stopped (exit %s):\n%s\n%s" % (name, p.returncode, self.log(name), self.logs()))
            state = subprocess.run(["sinfo", "-h", "-N", "-o", "%T"], capture_output=True, text=True, env=self.env)
            if state.returncode == 0 and state.stdout.strip().startswith("idle"):
                return
            time.sleep(0.5)
        raise RuntimeError("the node did not come up within 60 s:\n" + self.logs())

    def spawn(self, command, out):
        log = open(os.path.join(self.folder, out), "w")
        # A session of its own: the daemon and what it starts are stopped together at the end.
        self.daemons.append((subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, env=self.env,
                                              start_new_session=True), out))

    def stop(self):
        # The jobs first (on this private cluster every job is the test's), then the daemons.
        if self.daemons:
            subprocess.run(["scancel", "--user=" + self.user], capture_output=True, env=self.env, timeout=20)
            deadline = time.time() + 20
            while time.time() < deadline:
                q = subprocess.run(["squeue", "-h", "-o", "%i"], capture_output=True, text=True, env=self.env)
                if q.returncode != 0 or not q.stdout.strip():
                    break
                time.sleep(0.5)
        for p, _ in reversed(self.daemons):
            if p.poll() is None:
                os.killpg(p.pid, signal.SIGTERM)
        for p, _ in reversed(self.daemons):
            try:
                p.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.killpg(p.pid, signal.SIGKILL)
                p.wait()
        self.daemons = []


def write_references(cli, refs):
    """Six cases: a, c, e drawn from their camera at frame 15 (pass); b and d whose cameras ask for
    frames 5 and 20 (fail under MIN_IOU); f no picture (an error); g a camera without a picture."""
    os.makedirs(refs)
    frames = {"a": 15, "b": 5, "c": 15, "d": 20, "e": 15, "f": 15, "g": 15}
    for name, frame in frames.items():
        with open(os.path.join(refs, name + ".json"), "w") as f:
            json.dump({"position": [0, -450, 100], "target": [0, 0, 100], "up": [0, 0, 1], "fovDegrees": 40, "frame": frame}, f)
    picture = os.path.join(refs, "a.png")
    run = subprocess.run([cli, "render", WALKER, "--camera", os.path.join(refs, "a.json"), "--frame", "15", "--size", "160x160",
                          "--silhouette", "-o", picture], capture_output=True, text=True, timeout=120)
    if run.returncode != 0:
        fail("rendering the reference failed: " + run.stderr)
    for name in "bcde":
        shutil.copy(picture, os.path.join(refs, name + ".png"))
    with open(os.path.join(refs, "f.png"), "w") as f:
        f.write("not a picture")


def without_times(report):
    for r in report["results"]:
        r.pop("seconds")
    return report


def junit_of(report_dir):
    with open(os.path.join(report_dir, "junit.xml"), encoding="utf-8") as f:
        xml = f.read()
    xml = re.sub(r' time="[0-9.]+"', ' time="T"', xml)
    return xml.replace(os.path.abspath(report_dir) + "/", "REPORT/")


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def check(cli, work):
    refs = os.path.join(work, "refs")
    write_references(cli, refs)
    whole = os.path.join(work, "whole")
    run = subprocess.run([cli, "compare", refs, "--rig", WALKER, "--min-iou", MIN_IOU, "--report", whole],
                         capture_output=True, text=True, timeout=300)
    if run.returncode != 2:  # f and g are errors
        fail("the unsharded compare exited %d:\n%s%s" % (run.returncode, run.stdout, run.stderr))

    cluster = Cluster(os.path.join(work, "slurm"))
    os.makedirs(cluster.folder)
    try:
        try:
            cluster.start()
        except RuntimeError as e:
            if os.getuid() != 0:
                skip("a one-node Slurm could not start as the user %s (slurmd may need root here): %s" % (os.getuid(), e))
            raise
        merged = os.path.join(work, "merged")
        shards = os.path.join(work, "shards")
        submit = subprocess.run([RUNNER, "-n", str(SHARDS), "--cli", cli, "--work", shards, "--wait", refs, WALKER, merged,
                                 "--", "--min-iou", MIN_IOU],
                                capture_output=True, text=True, env=cluster.env, timeout=400)
        print(submit.stdout + submit.stderr)
        if submit.returncode != 2:  # the merge exits as the whole batch does
            fail("slurm_compare.sh exited %d (the whole batch exits 2):\n%s" % (submit.returncode, cluster.logs()))
        # Shards that write no report (a bad option): the merge never runs; it is cancelled, not left pending.
        refused = os.path.join(work, "refused")
        bad = subprocess.run([RUNNER, "-n", "2", "--cli", cli, "--work", refused + ".shards", "--wait", refs, WALKER, refused,
                              "--", "--threshold", "999"],
                             capture_output=True, text=True, env=cluster.env, timeout=300)
        print(bad.stdout + bad.stderr)
        if bad.returncode == 0 or os.path.exists(refused):
            fail("a batch whose shards wrote no report was merged (exit %d)" % bad.returncode)
        pending = subprocess.run(["squeue", "-h", "-o", "%i %T"], capture_output=True, text=True, env=cluster.env)
        if pending.stdout.strip():
            fail("jobs left in the queue: " + pending.stdout)
    finally:
        cluster.stop()

    # Four array tasks ran, each its own shard (every 4th case by name from the k-th).
    logs = sorted(glob.glob(os.path.join(shards, "slurm-*_*.out")))
    if len(logs) != SHARDS:
        fail("expected the logs of %d array tasks, found %s" % (SHARDS, logs))
    expected = [["a", "e"], ["b", "f"], ["c", "g"], ["d"]]
    for k in range(1, SHARDS + 1):
        shard = json.loads(read(os.path.join(shards, "shard-%d" % k, "report.json")))
        names = [r["name"] for r in shard["results"]]
        if shard.get("shard") != "%d/%d" % (k, SHARDS) or names != expected[k - 1]:
            fail("shard %d holds %s as %s; expected %s" % (k, names, shard.get("shard"), expected[k - 1]))

    a = json.loads(read(os.path.join(whole, "report.json")))
    b = json.loads(read(os.path.join(merged, "report.json")))
    if [r["name"] for r in b["results"]] != list("abcdefg"):
        fail("the merged report holds %s" % [r["name"] for r in b["results"]])
    if (b["compared"], b["passed"], b["failed"], b["errors"]) != (5, 3, 2, 2):
        fail("the merged counts are %s" % {k: b[k] for k in ("compared", "passed", "failed", "errors")})
    if without_times(a) != without_times(b):
        fail("the merged JSON differs from the unsharded one:\n%s\n%s" % (json.dumps(a, indent=1), json.dumps(b, indent=1)))
    if junit_of(whole) != junit_of(merged):
        fail("the merged JUnit differs from the unsharded one:\n%s\n%s" % (junit_of(whole), junit_of(merged)))
    page = read(os.path.join(merged, "index.html"))
    if page != read(os.path.join(whole, "index.html")):
        fail("the merged HTML page differs from the unsharded one")
    order = re.findall(r'<section class="case (\w+)"[^>]*data-name="([^"]+)"', page)
    # Worst first: the errors, the failures (b drawn 10 frames off, d 5), the passes.
    if order != [("error", "f"), ("error", "g"), ("fail", "b"), ("fail", "d"), ("pass", "a"), ("pass", "c"), ("pass", "e")]:
        fail("the page lists %s" % order)
    shutil.rmtree(shards)  # the merged report must not need them
    links = re.findall(r'(?:src|href|data-render|data-reference)="([^"]+)"', page)
    for link in links:
        path = urllib.parse.unquote(link)
        if path.startswith("/") or ".." in path or not os.path.isfile(os.path.join(merged, path)):
            fail("the link %s does not resolve inside %s" % (link, merged))
    if len(links) < 5 * 12:
        fail("only %d links on the page" % len(links))
    print("PASS: %d shards on Slurm merged into the unsharded report (%d cases, %d links)" % (SHARDS, len(b["results"]), len(links)))


def main():
    sys.stdout.reconfigure(line_buffering=True)
    # A CTest timeout sends SIGTERM: stop the cluster and remove its folder on the way out.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    cli = os.path.abspath(sys.argv[1])
    missing = [t for t in ("sbatch", "squeue", "scancel", "sinfo", "slurmctld", "slurmd") if not shutil.which(t)]
    if missing:
        skip("Slurm is not installed (apt install slurm-wlm): %s not found" % ", ".join(missing))
    work = tempfile.mkdtemp(prefix="rigstage-slurm-")
    # Readable by the daemons and the jobs whoever they run as.
    os.chmod(work, 0o755)
    try:
        check(cli, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
