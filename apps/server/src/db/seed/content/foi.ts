import type { SeedConstant } from "./types";

/**
 * The ISTAT FOI index without tobacco ("indice dei prezzi al consumo per le famiglie di operai e
 * impiegati, al netto dei tabacchi"), month by month, as art. 32 L. 392/1978 and art. 2120 c.c.
 * use it. ISTAT moved the index to base 2025=100 in January 2026: the two bases are two series,
 * and a third holds the linking coefficient (1.214) that carries base 2025 onto base 2015,
 * exactly as ISTAT's own "rivaluta" service computes across the change.
 *
 * Values 2016-01 to 2026-08, each found in at least two published tables (ISTAT SDMX extracts,
 * Chamber of Commerce and Gazzetta Ufficiale tables, professional bodies' tables; see
 * docs/sources/foi.md); the 29 official TFR coefficients published from December 2016 to
 * January 2026 are reproduced from them to the sixth decimal. A monthly value holds for its
 * month only: September 2026 is added by the editors when ISTAT publishes it, and until then a
 * calculation that needs it is refused, never computed on a guess.
 */
export const foiConstants: SeedConstant[] = [
  {
    slug: "foi",
    title: "Indice ISTAT FOI senza tabacchi (base 2015=100)",
    unit: "index",
    source:
      "ISTAT, Indice dei prezzi al consumo per le famiglie di operai e impiegati al netto dei tabacchi (FOI), base 2015=100, gennaio 2016 - dicembre 2025 (rivaluta.istat.it; comunicati in G.U. ai sensi dell'art. 81 L. 392/1978)",
    values: [
      {
        valid_from: "2016-01",
        value: "99.7",
        note: "ISTAT, FOI senza tabacchi, gennaio 2016 (base 2015=100)",
      },
      {
        valid_from: "2016-02",
        value: "99.5",
        note: "ISTAT, FOI senza tabacchi, febbraio 2016 (base 2015=100)",
      },
      { valid_from: "2016-03", value: "99.6", note: "ISTAT, FOI senza tabacchi, marzo 2016 (base 2015=100)" },
      {
        valid_from: "2016-04",
        value: "99.6",
        note: "ISTAT, FOI senza tabacchi, aprile 2016 (base 2015=100)",
      },
      {
        valid_from: "2016-05",
        value: "99.7",
        note: "ISTAT, FOI senza tabacchi, maggio 2016 (base 2015=100)",
      },
      {
        valid_from: "2016-06",
        value: "99.9",
        note: "ISTAT, FOI senza tabacchi, giugno 2016 (base 2015=100)",
      },
      {
        valid_from: "2016-07",
        value: "100.0",
        note: "ISTAT, FOI senza tabacchi, luglio 2016 (base 2015=100)",
      },
      {
        valid_from: "2016-08",
        value: "100.2",
        note: "ISTAT, FOI senza tabacchi, agosto 2016 (base 2015=100)",
      },
      {
        valid_from: "2016-09",
        value: "100.0",
        note: "ISTAT, FOI senza tabacchi, settembre 2016 (base 2015=100)",
      },
      {
        valid_from: "2016-10",
        value: "100.0",
        note: "ISTAT, FOI senza tabacchi, ottobre 2016 (base 2015=100)",
      },
      {
        valid_from: "2016-11",
        value: "100.0",
        note: "ISTAT, FOI senza tabacchi, novembre 2016 (base 2015=100)",
      },
      {
        valid_from: "2016-12",
        value: "100.3",
        note: "ISTAT, FOI senza tabacchi, dicembre 2016 (base 2015=100)",
      },
      {
        valid_from: "2017-01",
        value: "100.6",
        note: "ISTAT, FOI senza tabacchi, gennaio 2017 (base 2015=100)",
      },
      {
        valid_from: "2017-02",
        value: "101.0",
        note: "ISTAT, FOI senza tabacchi, febbraio 2017 (base 2015=100)",
      },
      {
        valid_from: "2017-03",
        value: "101.0",
        note: "ISTAT, FOI senza tabacchi, marzo 2017 (base 2015=100)",
      },
      {
        valid_from: "2017-04",
        value: "101.3",
        note: "ISTAT, FOI senza tabacchi, aprile 2017 (base 2015=100)",
      },
      {
        valid_from: "2017-05",
        value: "101.1",
        note: "ISTAT, FOI senza tabacchi, maggio 2017 (base 2015=100)",
      },
      {
        valid_from: "2017-06",
        value: "101.0",
        note: "ISTAT, FOI senza tabacchi, giugno 2017 (base 2015=100)",
      },
      {
        valid_from: "2017-07",
        value: "101.0",
        note: "ISTAT, FOI senza tabacchi, luglio 2017 (base 2015=100)",
      },
      {
        valid_from: "2017-08",
        value: "101.4",
        note: "ISTAT, FOI senza tabacchi, agosto 2017 (base 2015=100)",
      },
      {
        valid_from: "2017-09",
        value: "101.1",
        note: "ISTAT, FOI senza tabacchi, settembre 2017 (base 2015=100)",
      },
      {
        valid_from: "2017-10",
        value: "100.9",
        note: "ISTAT, FOI senza tabacchi, ottobre 2017 (base 2015=100)",
      },
      {
        valid_from: "2017-11",
        value: "100.8",
        note: "ISTAT, FOI senza tabacchi, novembre 2017 (base 2015=100)",
      },
      {
        valid_from: "2017-12",
        value: "101.1",
        note: "ISTAT, FOI senza tabacchi, dicembre 2017 (base 2015=100)",
      },
      {
        valid_from: "2018-01",
        value: "101.5",
        note: "ISTAT, FOI senza tabacchi, gennaio 2018 (base 2015=100)",
      },
      {
        valid_from: "2018-02",
        value: "101.5",
        note: "ISTAT, FOI senza tabacchi, febbraio 2018 (base 2015=100)",
      },
      {
        valid_from: "2018-03",
        value: "101.7",
        note: "ISTAT, FOI senza tabacchi, marzo 2018 (base 2015=100)",
      },
      {
        valid_from: "2018-04",
        value: "101.7",
        note: "ISTAT, FOI senza tabacchi, aprile 2018 (base 2015=100)",
      },
      {
        valid_from: "2018-05",
        value: "102.0",
        note: "ISTAT, FOI senza tabacchi, maggio 2018 (base 2015=100)",
      },
      {
        valid_from: "2018-06",
        value: "102.2",
        note: "ISTAT, FOI senza tabacchi, giugno 2018 (base 2015=100)",
      },
      {
        valid_from: "2018-07",
        value: "102.5",
        note: "ISTAT, FOI senza tabacchi, luglio 2018 (base 2015=100)",
      },
      {
        valid_from: "2018-08",
        value: "102.9",
        note: "ISTAT, FOI senza tabacchi, agosto 2018 (base 2015=100)",
      },
      {
        valid_from: "2018-09",
        value: "102.4",
        note: "ISTAT, FOI senza tabacchi, settembre 2018 (base 2015=100)",
      },
      {
        valid_from: "2018-10",
        value: "102.4",
        note: "ISTAT, FOI senza tabacchi, ottobre 2018 (base 2015=100)",
      },
      {
        valid_from: "2018-11",
        value: "102.2",
        note: "ISTAT, FOI senza tabacchi, novembre 2018 (base 2015=100)",
      },
      {
        valid_from: "2018-12",
        value: "102.1",
        note: "ISTAT, FOI senza tabacchi, dicembre 2018 (base 2015=100)",
      },
      {
        valid_from: "2019-01",
        value: "102.2",
        note: "ISTAT, FOI senza tabacchi, gennaio 2019 (base 2015=100)",
      },
      {
        valid_from: "2019-02",
        value: "102.3",
        note: "ISTAT, FOI senza tabacchi, febbraio 2019 (base 2015=100)",
      },
      {
        valid_from: "2019-03",
        value: "102.5",
        note: "ISTAT, FOI senza tabacchi, marzo 2019 (base 2015=100)",
      },
      {
        valid_from: "2019-04",
        value: "102.6",
        note: "ISTAT, FOI senza tabacchi, aprile 2019 (base 2015=100)",
      },
      {
        valid_from: "2019-05",
        value: "102.7",
        note: "ISTAT, FOI senza tabacchi, maggio 2019 (base 2015=100)",
      },
      {
        valid_from: "2019-06",
        value: "102.7",
        note: "ISTAT, FOI senza tabacchi, giugno 2019 (base 2015=100)",
      },
      {
        valid_from: "2019-07",
        value: "102.7",
        note: "ISTAT, FOI senza tabacchi, luglio 2019 (base 2015=100)",
      },
      {
        valid_from: "2019-08",
        value: "103.2",
        note: "ISTAT, FOI senza tabacchi, agosto 2019 (base 2015=100)",
      },
      {
        valid_from: "2019-09",
        value: "102.5",
        note: "ISTAT, FOI senza tabacchi, settembre 2019 (base 2015=100)",
      },
      {
        valid_from: "2019-10",
        value: "102.4",
        note: "ISTAT, FOI senza tabacchi, ottobre 2019 (base 2015=100)",
      },
      {
        valid_from: "2019-11",
        value: "102.3",
        note: "ISTAT, FOI senza tabacchi, novembre 2019 (base 2015=100)",
      },
      {
        valid_from: "2019-12",
        value: "102.5",
        note: "ISTAT, FOI senza tabacchi, dicembre 2019 (base 2015=100)",
      },
      {
        valid_from: "2020-01",
        value: "102.7",
        note: "ISTAT, FOI senza tabacchi, gennaio 2020 (base 2015=100)",
      },
      {
        valid_from: "2020-02",
        value: "102.5",
        note: "ISTAT, FOI senza tabacchi, febbraio 2020 (base 2015=100)",
      },
      {
        valid_from: "2020-03",
        value: "102.6",
        note: "ISTAT, FOI senza tabacchi, marzo 2020 (base 2015=100)",
      },
      {
        valid_from: "2020-04",
        value: "102.5",
        note: "ISTAT, FOI senza tabacchi, aprile 2020 (base 2015=100)",
      },
      {
        valid_from: "2020-05",
        value: "102.3",
        note: "ISTAT, FOI senza tabacchi, maggio 2020 (base 2015=100)",
      },
      {
        valid_from: "2020-06",
        value: "102.4",
        note: "ISTAT, FOI senza tabacchi, giugno 2020 (base 2015=100)",
      },
      {
        valid_from: "2020-07",
        value: "102.3",
        note: "ISTAT, FOI senza tabacchi, luglio 2020 (base 2015=100)",
      },
      {
        valid_from: "2020-08",
        value: "102.5",
        note: "ISTAT, FOI senza tabacchi, agosto 2020 (base 2015=100)",
      },
      {
        valid_from: "2020-09",
        value: "101.9",
        note: "ISTAT, FOI senza tabacchi, settembre 2020 (base 2015=100)",
      },
      {
        valid_from: "2020-10",
        value: "102.0",
        note: "ISTAT, FOI senza tabacchi, ottobre 2020 (base 2015=100)",
      },
      {
        valid_from: "2020-11",
        value: "102.0",
        note: "ISTAT, FOI senza tabacchi, novembre 2020 (base 2015=100)",
      },
      {
        valid_from: "2020-12",
        value: "102.3",
        note: "ISTAT, FOI senza tabacchi, dicembre 2020 (base 2015=100)",
      },
      {
        valid_from: "2021-01",
        value: "102.9",
        note: "ISTAT, FOI senza tabacchi, gennaio 2021 (base 2015=100)",
      },
      {
        valid_from: "2021-02",
        value: "103.0",
        note: "ISTAT, FOI senza tabacchi, febbraio 2021 (base 2015=100)",
      },
      {
        valid_from: "2021-03",
        value: "103.3",
        note: "ISTAT, FOI senza tabacchi, marzo 2021 (base 2015=100)",
      },
      {
        valid_from: "2021-04",
        value: "103.7",
        note: "ISTAT, FOI senza tabacchi, aprile 2021 (base 2015=100)",
      },
      {
        valid_from: "2021-05",
        value: "103.6",
        note: "ISTAT, FOI senza tabacchi, maggio 2021 (base 2015=100)",
      },
      {
        valid_from: "2021-06",
        value: "103.8",
        note: "ISTAT, FOI senza tabacchi, giugno 2021 (base 2015=100)",
      },
      {
        valid_from: "2021-07",
        value: "104.2",
        note: "ISTAT, FOI senza tabacchi, luglio 2021 (base 2015=100)",
      },
      {
        valid_from: "2021-08",
        value: "104.7",
        note: "ISTAT, FOI senza tabacchi, agosto 2021 (base 2015=100)",
      },
      {
        valid_from: "2021-09",
        value: "104.5",
        note: "ISTAT, FOI senza tabacchi, settembre 2021 (base 2015=100)",
      },
      {
        valid_from: "2021-10",
        value: "105.1",
        note: "ISTAT, FOI senza tabacchi, ottobre 2021 (base 2015=100)",
      },
      {
        valid_from: "2021-11",
        value: "105.7",
        note: "ISTAT, FOI senza tabacchi, novembre 2021 (base 2015=100)",
      },
      {
        valid_from: "2021-12",
        value: "106.2",
        note: "ISTAT, FOI senza tabacchi, dicembre 2021 (base 2015=100)",
      },
      {
        valid_from: "2022-01",
        value: "107.7",
        note: "ISTAT, FOI senza tabacchi, gennaio 2022 (base 2015=100)",
      },
      {
        valid_from: "2022-02",
        value: "108.8",
        note: "ISTAT, FOI senza tabacchi, febbraio 2022 (base 2015=100)",
      },
      {
        valid_from: "2022-03",
        value: "109.9",
        note: "ISTAT, FOI senza tabacchi, marzo 2022 (base 2015=100)",
      },
      {
        valid_from: "2022-04",
        value: "109.7",
        note: "ISTAT, FOI senza tabacchi, aprile 2022 (base 2015=100)",
      },
      {
        valid_from: "2022-05",
        value: "110.6",
        note: "ISTAT, FOI senza tabacchi, maggio 2022 (base 2015=100)",
      },
      {
        valid_from: "2022-06",
        value: "111.9",
        note: "ISTAT, FOI senza tabacchi, giugno 2022 (base 2015=100)",
      },
      {
        valid_from: "2022-07",
        value: "112.3",
        note: "ISTAT, FOI senza tabacchi, luglio 2022 (base 2015=100)",
      },
      {
        valid_from: "2022-08",
        value: "113.2",
        note: "ISTAT, FOI senza tabacchi, agosto 2022 (base 2015=100)",
      },
      {
        valid_from: "2022-09",
        value: "113.5",
        note: "ISTAT, FOI senza tabacchi, settembre 2022 (base 2015=100)",
      },
      {
        valid_from: "2022-10",
        value: "117.2",
        note: "ISTAT, FOI senza tabacchi, ottobre 2022 (base 2015=100)",
      },
      {
        valid_from: "2022-11",
        value: "117.9",
        note: "ISTAT, FOI senza tabacchi, novembre 2022 (base 2015=100)",
      },
      {
        valid_from: "2022-12",
        value: "118.2",
        note: "ISTAT, FOI senza tabacchi, dicembre 2022 (base 2015=100)",
      },
      {
        valid_from: "2023-01",
        value: "118.3",
        note: "ISTAT, FOI senza tabacchi, gennaio 2023 (base 2015=100)",
      },
      {
        valid_from: "2023-02",
        value: "118.5",
        note: "ISTAT, FOI senza tabacchi, febbraio 2023 (base 2015=100)",
      },
      {
        valid_from: "2023-03",
        value: "118.0",
        note: "ISTAT, FOI senza tabacchi, marzo 2023 (base 2015=100)",
      },
      {
        valid_from: "2023-04",
        value: "118.4",
        note: "ISTAT, FOI senza tabacchi, aprile 2023 (base 2015=100)",
      },
      {
        valid_from: "2023-05",
        value: "118.6",
        note: "ISTAT, FOI senza tabacchi, maggio 2023 (base 2015=100)",
      },
      {
        valid_from: "2023-06",
        value: "118.6",
        note: "ISTAT, FOI senza tabacchi, giugno 2023 (base 2015=100)",
      },
      {
        valid_from: "2023-07",
        value: "118.7",
        note: "ISTAT, FOI senza tabacchi, luglio 2023 (base 2015=100)",
      },
      {
        valid_from: "2023-08",
        value: "119.1",
        note: "ISTAT, FOI senza tabacchi, agosto 2023 (base 2015=100)",
      },
      {
        valid_from: "2023-09",
        value: "119.3",
        note: "ISTAT, FOI senza tabacchi, settembre 2023 (base 2015=100)",
      },
      {
        valid_from: "2023-10",
        value: "119.2",
        note: "ISTAT, FOI senza tabacchi, ottobre 2023 (base 2015=100)",
      },
      {
        valid_from: "2023-11",
        value: "118.7",
        note: "ISTAT, FOI senza tabacchi, novembre 2023 (base 2015=100)",
      },
      {
        valid_from: "2023-12",
        value: "118.9",
        note: "ISTAT, FOI senza tabacchi, dicembre 2023 (base 2015=100)",
      },
      {
        valid_from: "2024-01",
        value: "119.3",
        note: "ISTAT, FOI senza tabacchi, gennaio 2024 (base 2015=100)",
      },
      {
        valid_from: "2024-02",
        value: "119.3",
        note: "ISTAT, FOI senza tabacchi, febbraio 2024 (base 2015=100)",
      },
      {
        valid_from: "2024-03",
        value: "119.4",
        note: "ISTAT, FOI senza tabacchi, marzo 2024 (base 2015=100)",
      },
      {
        valid_from: "2024-04",
        value: "119.3",
        note: "ISTAT, FOI senza tabacchi, aprile 2024 (base 2015=100)",
      },
      {
        valid_from: "2024-05",
        value: "119.5",
        note: "ISTAT, FOI senza tabacchi, maggio 2024 (base 2015=100)",
      },
      {
        valid_from: "2024-06",
        value: "119.5",
        note: "ISTAT, FOI senza tabacchi, giugno 2024 (base 2015=100)",
      },
      {
        valid_from: "2024-07",
        value: "120.0",
        note: "ISTAT, FOI senza tabacchi, luglio 2024 (base 2015=100)",
      },
      {
        valid_from: "2024-08",
        value: "120.1",
        note: "ISTAT, FOI senza tabacchi, agosto 2024 (base 2015=100)",
      },
      {
        valid_from: "2024-09",
        value: "120.0",
        note: "ISTAT, FOI senza tabacchi, settembre 2024 (base 2015=100)",
      },
      {
        valid_from: "2024-10",
        value: "120.1",
        note: "ISTAT, FOI senza tabacchi, ottobre 2024 (base 2015=100)",
      },
      {
        valid_from: "2024-11",
        value: "120.1",
        note: "ISTAT, FOI senza tabacchi, novembre 2024 (base 2015=100)",
      },
      {
        valid_from: "2024-12",
        value: "120.2",
        note: "ISTAT, FOI senza tabacchi, dicembre 2024 (base 2015=100)",
      },
      {
        valid_from: "2025-01",
        value: "120.9",
        note: "ISTAT, FOI senza tabacchi, gennaio 2025 (base 2015=100)",
      },
      {
        valid_from: "2025-02",
        value: "121.1",
        note: "ISTAT, FOI senza tabacchi, febbraio 2025 (base 2015=100)",
      },
      {
        valid_from: "2025-03",
        value: "121.4",
        note: "ISTAT, FOI senza tabacchi, marzo 2025 (base 2015=100)",
      },
      {
        valid_from: "2025-04",
        value: "121.3",
        note: "ISTAT, FOI senza tabacchi, aprile 2025 (base 2015=100)",
      },
      {
        valid_from: "2025-05",
        value: "121.2",
        note: "ISTAT, FOI senza tabacchi, maggio 2025 (base 2015=100)",
      },
      {
        valid_from: "2025-06",
        value: "121.3",
        note: "ISTAT, FOI senza tabacchi, giugno 2025 (base 2015=100)",
      },
      {
        valid_from: "2025-07",
        value: "121.8",
        note: "ISTAT, FOI senza tabacchi, luglio 2025 (base 2015=100)",
      },
      {
        valid_from: "2025-08",
        value: "121.8",
        note: "ISTAT, FOI senza tabacchi, agosto 2025 (base 2015=100)",
      },
      {
        valid_from: "2025-09",
        value: "121.7",
        note: "ISTAT, FOI senza tabacchi, settembre 2025 (base 2015=100)",
      },
      {
        valid_from: "2025-10",
        value: "121.4",
        note: "ISTAT, FOI senza tabacchi, ottobre 2025 (base 2015=100)",
      },
      {
        valid_from: "2025-11",
        value: "121.3",
        note: "ISTAT, FOI senza tabacchi, novembre 2025 (base 2015=100)",
      },
      {
        valid_from: "2025-12",
        value: "121.5",
        note: "ISTAT, FOI senza tabacchi, dicembre 2025 (base 2015=100)",
      },
    ],
  },
  {
    slug: "foi-2025",
    title: "Indice ISTAT FOI senza tabacchi (base 2025=100)",
    unit: "index",
    source:
      "ISTAT, Indice dei prezzi al consumo per le famiglie di operai e impiegati al netto dei tabacchi (FOI), base 2025=100, dal gennaio 2026 (comunicati mensili Prezzi al consumo)",
    values: [
      {
        valid_from: "2026-01",
        value: "100.4",
        note: "ISTAT, FOI senza tabacchi, gennaio 2026 (base 2025=100)",
      },
      {
        valid_from: "2026-02",
        value: "100.9",
        note: "ISTAT, FOI senza tabacchi, febbraio 2026 (base 2025=100)",
      },
      {
        valid_from: "2026-03",
        value: "101.5",
        note: "ISTAT, FOI senza tabacchi, marzo 2026 (base 2025=100)",
      },
      {
        valid_from: "2026-04",
        value: "102.5",
        note: "ISTAT, FOI senza tabacchi, aprile 2026 (base 2025=100)",
      },
      {
        valid_from: "2026-05",
        value: "102.8",
        note: "ISTAT, FOI senza tabacchi, maggio 2026 (base 2025=100)",
      },
      {
        valid_from: "2026-06",
        value: "102.8",
        note: "ISTAT, FOI senza tabacchi, giugno 2026 (base 2025=100); dato ISTAT (banca dati SDMX), riscontrare con il comunicato in G.U.",
      },
      {
        valid_from: "2026-07",
        value: "103.1",
        note: "ISTAT, FOI senza tabacchi, luglio 2026 (base 2025=100); dato ISTAT (banca dati SDMX), riscontrare con il comunicato in G.U.",
      },
      {
        valid_from: "2026-08",
        value: "103.7",
        note: "ISTAT, FOI senza tabacchi, agosto 2026 (base 2025=100); dato ISTAT (banca dati SDMX), riscontrare con il comunicato in G.U.",
      },
    ],
  },
  {
    slug: "raccordo-foi",
    title: "Coefficiente di raccordo FOI base 2025 / base 2015",
    unit: "index",
    source: "ISTAT, coefficiente di raccordo tra la base 2015=100 e la base 2025=100 dell'indice FOI",
    values: [
      {
        valid_from: "2026-01-01",
        value: "1.214",
        note: "ISTAT: indice base 2025 × 1,214 = indice base 2015 (media 2025 in base 2015)",
      },
    ],
  },
];
