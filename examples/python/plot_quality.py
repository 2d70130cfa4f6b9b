"""Plot the pairing quality of Dutch 2026, Dutch 2017 and the sequential
system on the same random tournaments (matplotlib; Debian python3-matplotlib).

    python3 plot_quality.py OUT.png [--tournaments K] [--config 30x7 ...]

One panel per measure, one group of bars per configuration, one bar per
system: the mean over the K tournaments with the standard deviation as an
error bar. The means are printed too, one line per configuration, system
and measure, tab-separated.
"""

import argparse
import statistics

import matplotlib

matplotlib.use("Agg")  # no display needed
import matplotlib.pyplot as plt  # noqa: E402

from swisscore import batch  # noqa: E402

SYSTEMS = ["dutch2026", "dutch2017", "sequential"]
LABELS = {"dutch2026": "Dutch 2026", "dutch2017": "Dutch 2017", "sequential": "sequential"}
MEASURES = [("score_diff_pairs", "pairs with a score difference"),
            ("pref_strong_unmet", "strong colour preferences not met"),
            ("down_repeat1", "downfloats repeated next round"),
            ("upfloaters", "upfloaters")]


def config(text):
    players, _, rounds = text.partition("x")
    return int(players), int(rounds)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("output")
    ap.add_argument("--tournaments", type=int, default=20)
    ap.add_argument("--config", type=config, action="append")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    configs = args.config or [(16, 7), (30, 7)]

    rows = batch.quality(configs, tournaments=args.tournaments, seed=args.seed, systems=SYSTEMS,
                         per_event=True)
    # (players, rounds, system key) -> the tournaments paired to the end
    key_of = {("dutch", 2026): "dutch2026", ("dutch", 2017): "dutch2017", ("sequential", None): "sequential"}
    runs = {}
    for r in rows:
        if r.paired:
            runs.setdefault((r.players, r.rounds, key_of[(r.system, r.edition)]), []).append(r)

    fig, axes = plt.subplots(1, len(MEASURES), figsize=(4 * len(MEASURES), 3.5), dpi=80)
    width = 0.8 / len(SYSTEMS)
    for ax, (measure, title) in zip(axes, MEASURES):
        for k, system in enumerate(SYSTEMS):
            means, spreads = [], []
            for players, rounds in configs:
                values = [getattr(r, measure) for r in runs.get((players, rounds, system), [])]
                mean = statistics.mean(values) if values else 0.0
                means.append(mean)
                spreads.append(statistics.pstdev(values) if values else 0.0)
                print("%dx%d\t%s\t%s\t%.4f" % (players, rounds, system, measure, mean))
            xs = [i + (k - (len(SYSTEMS) - 1) / 2) * width for i in range(len(configs))]
            ax.bar(xs, means, width, yerr=spreads, capsize=2, label=LABELS[system])
        ax.set_title(title, fontsize=9)
        ax.set_xticks(range(len(configs)))
        ax.set_xticklabels(["%d players\n%d rounds" % c for c in configs], fontsize=8)
    axes[0].legend(fontsize=8)
    fig.suptitle("Pairing quality, %d random tournaments per bar" % args.tournaments, fontsize=10)
    fig.tight_layout()
    fig.savefig(args.output)


if __name__ == "__main__":
    main()
