#!/usr/bin/env python3
"""The bodies bench/quotes sends: 50 raw lines (those of bench/content.lua, in turn), as a quote across the given
retailers or as a cart at the first of them.

Usage:
  bodies.py quote RETAILER...   {"retailer_ids": [...], "raw_items": [50 lines]}
  bodies.py cart RETAILER       {"retailer_id": ..., "raw_items": [50 lines]}
  bodies.py report QUOTE_JSON   one line per quote: retailer, coverage, lines, unmatched, subtotal
"""
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "checkout"))
import catalogue  # noqa: E402  (the checkout benchmark's catalogue and lines)


def raw_items():
    lines = catalogue.lua_lines()
    return [lines[i % len(lines)] for i in range(50)]


def main(argv):
    command = argv[1] if len(argv) > 1 else ""
    if command == "quote":
        print(json.dumps({"retailer_ids": argv[2:], "raw_items": raw_items()}))
    elif command == "cart":
        print(json.dumps({"retailer_id": argv[2], "raw_items": raw_items()}))
    elif command == "report":
        for q in json.loads(Path(argv[2]).read_text())["quotes"]:
            s = q["subtotal"]
            print(f"  {q['retailer']['name']}: coverage {q['coverage']}, {len(q['lines'])} lines, "
                  f"{len(q['unmatched'])} unmatched, subtotal {s['amount_minor'] / 100:,.2f} {s['currency']}")
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main(sys.argv)
