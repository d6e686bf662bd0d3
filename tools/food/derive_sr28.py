#!/usr/bin/env python3
"""Derives Larder's food table (server/src/main/resources/food/sr28.tsv.gz) from USDA SR28.

A build-time aid, not part of the server: the derived file is committed, so a fresh clone builds without the
SR28 tables. Standard library only. Run it again only when the selection below changes:

    python3 tools/food/derive_sr28.py [../shared/data/usda-sr28] [out.tsv.gz]

SR28's format: one record a line, fields separated by '^', text wrapped in '~', Latin-1. The output is UTF-8 TSV,
gzipped with a fixed mtime so the same input gives the same bytes:

    G <tab> group code <tab> group description
    F <tab> NDB number <tab> group code <tab> long description <tab> 14 nutrient values (empty = no value)
    P <tab> NDB number <tab> amount <tab> measure description <tab> grams        (after its food, in SR28's order)

The nutrients (contract section 14), in this order, per 100 g of the edible part:
energy kcal (208), protein g (203), fat g (204), saturated fat g (606), trans fat g (605), cholesterol mg (601),
carbohydrate g (205), fibre g (291), sugars g (269), sodium mg (307), potassium mg (306), calcium mg (301),
iron mg (303), vitamin D ug (328).
"""
import gzip
import io
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
SOURCE = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT.parent / "shared/data/usda-sr28"
OUT = pathlib.Path(sys.argv[2]) if len(sys.argv) > 2 else ROOT / "server/src/main/resources/food/sr28.tsv.gz"
NUTRIENTS = ["208", "203", "204", "606", "605", "601", "205", "291", "269", "307", "306", "301", "303", "328"]


def records(name):
    with gzip.open(SOURCE / name, "rb") as f:
        for raw in io.TextIOWrapper(f, encoding="latin-1", newline=""):
            raw = raw.rstrip("\r\n")
            if raw:
                yield [field.strip("~") for field in raw.split("^")]


def number(text):
    value = float(text)
    return ("%.4f" % value).rstrip("0").rstrip(".")


def clean(text):
    return " ".join(text.replace("\t", " ").split())


def main():
    groups = {r[0]: r[1] for r in records("FD_GROUP.txt.gz")}
    foods = [(r[0], r[1], clean(r[2])) for r in records("FOOD_DES.txt.gz")]
    wanted = {n: i for i, n in enumerate(NUTRIENTS)}
    values = {}
    for r in records("NUT_DATA.txt.gz"):
        i = wanted.get(r[1])
        if i is not None and r[2] != "":
            values.setdefault(r[0], [""] * len(NUTRIENTS))[i] = number(r[2])
    portions = {}
    for r in records("WEIGHT.txt.gz"):
        grams = float(r[4])
        amount = float(r[2])
        if grams > 0 and amount > 0:
            portions.setdefault(r[0], []).append((int(r[1]), number(r[2]), clean(r[3]), number(r[4])))
    out = io.StringIO()
    out.write("# USDA National Nutrient Database for Standard Reference, Release 28; derived by "
              "tools/food/derive_sr28.py\n")
    for code in sorted(groups):
        out.write(f"G\t{code}\t{groups[code]}\n")
    for ndb, group, desc in sorted(foods):
        out.write("\t".join(["F", ndb, group, desc] + values.get(ndb, [""] * len(NUTRIENTS))) + "\n")
        for _, amount, measure, grams in sorted(portions.get(ndb, [])):
            out.write(f"P\t{ndb}\t{amount}\t{measure}\t{grams}\n")
    OUT.parent.mkdir(parents=True, exist_ok=True)
    with open(OUT, "wb") as raw:
        with gzip.GzipFile(filename="sr28.tsv", mode="wb", fileobj=raw, mtime=0, compresslevel=9) as gz:
            gz.write(out.getvalue().encode("utf-8"))
    print(f"{len(foods)} foods, {sum(len(p) for p in portions.values())} portions, "
          f"{sum(1 for v in values.values() for x in v if x)} values -> {OUT} ({OUT.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
