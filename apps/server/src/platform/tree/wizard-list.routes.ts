import { idParamSchema, listResponseSchema, wizardNodeSchema } from "@app/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Access } from "../auth/access";
import { type Viewer, viewerOf } from "../auth/viewer";
import type { JsonPage } from "../list/json-list";
import type { ListQueryInput } from "../list/list-params";
import { answerPage } from "../resource/json-text";
import type { TreeQuery } from "./tree.repository";
import { treeListQuerySchema, treeQueryOf } from "./tree-query";

/** The read calls of a wizard, named by their path under the wizard's base. */
export type WizardListCall =
  | "root-nodes-list"
  | "children-nodes-list"
  | "descendant-nodes-list"
  | "list"
  | "leaf-list"
  | "node-leaf-list";

/** What a wizard's owner answers the read calls with. */
export interface WizardReads {
  /** The call's page in the wizard node shape, written by PostgreSQL. */
  list(viewer: Viewer, query: TreeQuery, list: ListQueryInput): Promise<JsonPage>;
  /** Throws not-found for an unknown node. */
  assertNode(id: number): Promise<void>;
}

const CALLS: Record<
  WizardListCall,
  { path: string; byId: boolean; query: (id: number, query: ListQueryInput) => TreeQuery }
> = {
  "root-nodes-list": { path: "root-nodes-list/", byId: false, query: () => ({ roots: true }) },
  "children-nodes-list": { path: ":id/children-nodes-list/", byId: true, query: (id) => ({ parentId: id }) },
  "descendant-nodes-list": {
    path: ":id/descendant-nodes-list/",
    byId: true,
    query: (id) => ({ descendantsOf: id }),
  },
  list: { path: "list/", byId: false, query: (_, query) => treeQueryOf(query) },
  "leaf-list": {
    path: "leaf-list/",
    byId: false,
    query: (_, query) => ({ ...treeQueryOf(query), leavesOnly: true }),
  },
  /** The leaves of the node's subtree (the node itself when it is one). */
  "node-leaf-list": {
    path: ":id/leaf-list/",
    byId: true,
    query: (id, query) => ({ ...treeQueryOf(query), leavesOnly: true, subtreeOf: id }),
  },
};

/**
 * A wizard's read calls (spec §7: the contract wizard under /api/agreement/{customer,editor}/wizard,
 * the calculator wizard under /api/calculator/{customer,editor}/wizard), each answering the whole
 * list of nodes in the wizard node shape.
 */
export function wizardListRoutes(options: {
  base: string;
  access: Access;
  tag: string;
  calls: WizardListCall[];
  reads: WizardReads;
}): FastifyPluginAsyncZod {
  const { base, access, tag, reads } = options;
  const response = { 200: listResponseSchema(wizardNodeSchema) };
  return async (app) => {
    for (const name of options.calls) {
      const call = CALLS[name];
      const schema = {
        tags: [tag],
        querystring: treeListQuerySchema,
        response,
        ...(call.byId ? { params: idParamSchema } : {}),
      };
      app.get(`${base}/${call.path}`, { config: { access }, schema }, async (request, reply) => {
        const id = call.byId ? (request.params as { id: number }).id : 0;
        const query = request.query as ListQueryInput;
        const page = await reads.list(viewerOf(request), call.query(id, query), query);
        // A node that does not exist lists nothing: only then is it looked for, to answer 404
        // (a second round trip on every call cost a third of the children's list).
        if (call.byId && page.count === 0) await reads.assertNode(id);
        return answerPage(reply, page);
      });
    }
  };
}
