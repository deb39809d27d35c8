import { Extension } from "@tiptap/core";
import type { Node as PmNode } from "@tiptap/pm/model";
import { Plugin, PluginKey } from "@tiptap/pm/state";
import type { DecorationSet } from "@tiptap/pm/view";

/**
 * An extension that decorates the document from the document alone (list labels, logic
 * regions): the decorations are built when the editor opens and again on each change of the
 * text, never stored in it.
 */
export function documentDecorations(name: string, build: (doc: PmNode) => DecorationSet) {
  const key = new PluginKey<DecorationSet>(name);
  return Extension.create({
    name,
    addProseMirrorPlugins() {
      return [
        new Plugin<DecorationSet>({
          key,
          state: {
            init: (_, state) => build(state.doc),
            apply: (tr, current) => (tr.docChanged ? build(tr.doc) : current),
          },
          props: {
            decorations: (state) => key.getState(state),
          },
        }),
      ];
    },
  });
}
