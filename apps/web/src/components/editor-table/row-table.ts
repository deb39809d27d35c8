/**
 * The editor tables of spec §4 (fields, notes) as a pure state machine: adding a row opens its
 * detail; Cancel on a row without a slug deletes it, otherwise it only closes; Apply stores the
 * normalised row and closes; while a row is open nothing else opens (the Add icon is hidden).
 */

export interface SluggedItem {
  slug: string;
}

export interface TableRow<T extends SluggedItem> {
  /** Stable identity for React while slugs change. */
  key: string;
  data: T;
  /** The slug as saved on the server (null for a row added since): the `previous_slug` of a rename. */
  savedSlug: string | null;
}

export interface TableState<T extends SluggedItem> {
  rows: TableRow<T>[];
  /** The row whose detail is open. */
  openKey: string | null;
}

export type TableAction<T extends SluggedItem> =
  | { type: "add"; key: string; data: T }
  | { type: "open"; key: string }
  | { type: "cancel" }
  | { type: "apply"; data: T }
  | { type: "remove"; key: string }
  | { type: "move"; key: string; offset: -1 | 1 };

/** Rows as the server sent them. */
export function tableFrom<T extends SluggedItem>(
  items: readonly T[],
  keyOf: (index: number) => string,
): TableState<T> {
  return {
    rows: items.map((data, index) => ({ key: keyOf(index), data, savedSlug: data.slug })),
    openKey: null,
  };
}

export function openRow<T extends SluggedItem>(state: TableState<T>): TableRow<T> | undefined {
  return state.rows.find((row) => row.key === state.openKey);
}

export function tableReducer<T extends SluggedItem>(
  state: TableState<T>,
  action: TableAction<T>,
): TableState<T> {
  switch (action.type) {
    case "add":
      if (state.openKey !== null) return state;
      return {
        rows: [...state.rows, { key: action.key, data: action.data, savedSlug: null }],
        openKey: action.key,
      };
    case "open":
      if (state.openKey !== null || !state.rows.some((row) => row.key === action.key)) return state;
      return { ...state, openKey: action.key };
    case "cancel": {
      const open = openRow(state);
      if (!open) return state;
      // A row never applied has no slug: cancelling its creation removes it.
      const rows = open.data.slug ? state.rows : state.rows.filter((row) => row.key !== open.key);
      return { rows, openKey: null };
    }
    case "apply": {
      if (state.openKey === null) return state;
      return {
        rows: state.rows.map((row) => (row.key === state.openKey ? { ...row, data: action.data } : row)),
        openKey: null,
      };
    }
    case "remove":
      return {
        rows: state.rows.filter((row) => row.key !== action.key),
        openKey: state.openKey === action.key ? null : state.openKey,
      };
    case "move": {
      const from = state.rows.findIndex((row) => row.key === action.key);
      const to = from + action.offset;
      if (from < 0 || to < 0 || to >= state.rows.length) return state;
      const rows = [...state.rows];
      [rows[from], rows[to]] = [rows[to] as TableRow<T>, rows[from] as TableRow<T>];
      return { ...state, rows };
    }
  }
}

/** Another row already uses this slug (slugs are unique per table). */
export function slugTaken<T extends SluggedItem>(
  state: TableState<T>,
  slug: string,
  exceptKey: string | null,
): boolean {
  return state.rows.some((row) => row.key !== exceptKey && row.data.slug === slug);
}

/**
 * The `previous_slug` to send for each row: its saved slug when it changed. Left out when the old
 * slug is now another row's own (a swap or a chain): the text already carries the new slugs,
 * rewritten on Apply, and the server must not rename them a second time.
 */
export function previousSlugs<T extends SluggedItem>(rows: readonly TableRow<T>[]): (string | undefined)[] {
  const current = new Set(rows.map((row) => row.data.slug));
  return rows.map((row) =>
    row.savedSlug && row.savedSlug !== row.data.slug && !current.has(row.savedSlug)
      ? row.savedSlug
      : undefined,
  );
}
