import { foiConstants } from "./foi";
import type { SeedConstant } from "./types";

/**
 * The dated series the demo calculators read (issue 14). Every value carries the act that set
 * it; each was checked against two published tables (docs/sources/tasso-legale.md, bce.md). Where no checked
 * value is known the series has a gap (`valid_to`): a calculation over it is refused, never
 * computed on a guess. Editors add next year's legal rate in December and each semester's ECB
 * rate in January and July.
 */
/**
 * The reference rate of each semester from July 2002 to December 2012 (art. 5 D.Lgs. 231/2002, the
 * ECB rate in force on 1 January or 1 July), as the MEF comunicati in Gazzetta Ufficiale gave it;
 * each found in two published tables (docs/sources/bce.md).
 */
const SEMESTERS_2002_2012: [string, string, string][] = [
  ["2002-07-01", "3.35", "MEF comunicato, secondo semestre 2002"],
  ["2003-01-01", "2.85", "MEF comunicato, primo semestre 2003"],
  ["2003-07-01", "2.1", "MEF comunicato, secondo semestre 2003"],
  ["2004-01-01", "2.02", "MEF comunicato, primo semestre 2004"],
  ["2004-07-01", "2.01", "MEF comunicato, secondo semestre 2004"],
  ["2005-01-01", "2.09", "MEF comunicato G.U. n. 5 dell'08.01.2005"],
  ["2005-07-01", "2.05", "MEF comunicato, secondo semestre 2005"],
  ["2006-01-01", "2.25", "MEF comunicato, primo semestre 2006"],
  ["2006-07-01", "2.83", "MEF comunicato, secondo semestre 2006"],
  ["2007-01-01", "3.58", "MEF comunicato, primo semestre 2007"],
  ["2007-07-01", "4.07", "MEF comunicato, secondo semestre 2007"],
  ["2008-01-01", "4.2", "MEF comunicato, primo semestre 2008"],
  ["2008-07-01", "4.1", "MEF comunicato, secondo semestre 2008"],
  ["2009-01-01", "2.5", "MEF comunicato, primo semestre 2009"],
  ["2009-07-01", "1", "MEF comunicato, secondo semestre 2009"],
  ["2010-01-01", "1", "MEF comunicato, primo semestre 2010"],
  ["2010-07-01", "1", "MEF comunicato, secondo semestre 2010"],
  ["2011-01-01", "1", "MEF comunicato, primo semestre 2011"],
  ["2011-07-01", "1.25", "MEF comunicato, secondo semestre 2011"],
  ["2012-01-01", "1", "MEF comunicato, primo semestre 2012"],
  ["2012-07-01", "1", "MEF comunicato, secondo semestre 2012"],
];

export const seedConstants: SeedConstant[] = [
  {
    slug: "tasso-legale",
    title: "Tasso degli interessi legali (art. 1284 c.c.)",
    unit: "percent",
    source:
      "Art. 1284 c.c.; L. 353/1990; L. 662/1996 art. 2 c. 185; decreti annuali del Ministro dell'economia e delle finanze",
    values: [
      { valid_from: "1942-04-21", value: "5", note: "art. 1284 c.c. (R.D. 262/1942)" },
      { valid_from: "1990-12-16", value: "10", note: "L. 26 novembre 1990 n. 353 art. 1" },
      { valid_from: "1997-01-01", value: "5", note: "L. 23 dicembre 1996 n. 662 art. 2 c. 185" },
      { valid_from: "1999-01-01", value: "2.5", note: "D.M. 10 dicembre 1998" },
      { valid_from: "2001-01-01", value: "3.5", note: "D.M. 11 dicembre 2000" },
      { valid_from: "2002-01-01", value: "3", note: "D.M. 11 dicembre 2001" },
      { valid_from: "2004-01-01", value: "2.5", note: "D.M. 1 dicembre 2003" },
      { valid_from: "2008-01-01", value: "3", note: "D.M. 12 dicembre 2007 (G.U. n. 291 del 15.12.2007)" },
      { valid_from: "2010-01-01", value: "1", note: "D.M. 4 dicembre 2009" },
      { valid_from: "2011-01-01", value: "1.5", note: "D.M. 7 dicembre 2010" },
      { valid_from: "2012-01-01", value: "2.5", note: "D.M. 12 dicembre 2011 (G.U. n. 291 del 15.12.2011)" },
      { valid_from: "2014-01-01", value: "1", note: "D.M. 12 dicembre 2013" },
      { valid_from: "2015-01-01", value: "0.5", note: "D.M. 11 dicembre 2014" },
      { valid_from: "2016-01-01", value: "0.2", note: "D.M. 11 dicembre 2015 (G.U. 15.12.2015)" },
      { valid_from: "2017-01-01", value: "0.1", note: "D.M. 7 dicembre 2016 (G.U. n. 291 del 14.12.2016)" },
      { valid_from: "2018-01-01", value: "0.3", note: "D.M. 13 dicembre 2017" },
      { valid_from: "2019-01-01", value: "0.8", note: "D.M. 12 dicembre 2018" },
      { valid_from: "2020-01-01", value: "0.05", note: "D.M. 12 dicembre 2019" },
      { valid_from: "2021-01-01", value: "0.01", note: "D.M. 11 dicembre 2020" },
      { valid_from: "2022-01-01", value: "1.25", note: "D.M. 13 dicembre 2021" },
      { valid_from: "2023-01-01", value: "5", note: "D.M. 13 dicembre 2022 (G.U. n. 292 del 15.12.2022)" },
      { valid_from: "2024-01-01", value: "2.5", note: "D.M. 29 novembre 2023 (G.U. n. 288 dell'11.12.2023)" },
      { valid_from: "2025-01-01", value: "2", note: "D.M. 10 dicembre 2024 (G.U. n. 294 del 16.12.2024)" },
      {
        valid_from: "2026-01-01",
        valid_to: "2026-12-31",
        value: "1.6",
        note: "D.M. 10 dicembre 2025 (G.U. n. 289 del 13.12.2025)",
      },
    ],
  },
  {
    slug: "tasso-bce",
    title: "Tasso di riferimento BCE per i ritardi nelle transazioni commerciali (art. 5 D.Lgs. 231/2002)",
    unit: "percent",
    source:
      "Comunicati semestrali del Ministero dell'economia e delle finanze in Gazzetta Ufficiale (art. 5 c. 3 D.Lgs. 231/2002): il tasso BCE in vigore il 1° gennaio o il 1° luglio",
    // From the second semester of 2002 (D.Lgs. 231/2002 in force from 8 August 2002); sources by
    // semester in docs/sources/bce.md.
    values: [
      ...SEMESTERS_2002_2012.map(([valid_from, value, note]) => ({ valid_from, value, note })),
      { valid_from: "2013-01-01", value: "0.75", note: "MEF comunicato G.U. n. 14 del 17.01.2013" },
      { valid_from: "2013-07-01", value: "0.5", note: "MEF comunicato G.U. n. 167 del 17.07.2013" },
      { valid_from: "2014-01-01", value: "0.25", note: "MEF comunicato G.U. n. 51 del 03.03.2014" },
      { valid_from: "2014-07-01", value: "0.15", note: "MEF comunicato G.U. n. 167 del 21.07.2014" },
      {
        valid_from: "2015-01-01",
        value: "0.05",
        note: "MEF comunicato del 16.01.2015 (periodo 1° gennaio - 30 giugno 2015)",
      },
      { valid_from: "2015-07-01", value: "0.05", note: "MEF comunicato G.U. n. 168 del 22.07.2015" },
      { valid_from: "2016-01-01", value: "0.05", note: "MEF comunicato G.U. n. 19 del 25.01.2016" },
      {
        valid_from: "2016-07-01",
        value: "0",
        note: "MEF comunicato per il periodo 1° luglio - 31 dicembre 2016",
      },
      {
        valid_from: "2017-01-01",
        value: "0",
        note: "MEF comunicati semestrali dal G.U. n. 18 del 23.01.2017 al secondo semestre 2022: sempre 0 per cento",
      },
      { valid_from: "2023-01-01", value: "2.5", note: "MEF comunicato G.U. n. 14 del 18.01.2023" },
      { valid_from: "2023-07-01", value: "4", note: "MEF comunicato G.U. n. 165 del 17.07.2023" },
      { valid_from: "2024-01-01", value: "4.5", note: "MEF comunicato G.U. n. 12 del 16.01.2024" },
      { valid_from: "2024-07-01", value: "4.25", note: "MEF comunicato G.U. n. 176 del 29.07.2024" },
      { valid_from: "2025-01-01", value: "3.15", note: "MEF comunicato G.U. n. 63 del 17.03.2025" },
      { valid_from: "2025-07-01", value: "2.15", note: "MEF comunicato G.U. n. 161 del 14.07.2025" },
      // The second semester of 2026 is not yet checked against its comunicato.
      {
        valid_from: "2026-01-01",
        valid_to: "2026-06-30",
        value: "2.15",
        note: "MEF comunicato G.U. n. 15 del 20.01.2026",
      },
    ],
  },
  ...foiConstants,
];
