import {
  ADDRESS_BOOK_TYPOLOGY_DEFINITIONS,
  addressBookContactDetailSchema,
  addressBookContactSchema,
  addressBookCreateBodySchema,
  addressBookTypologiesSchema,
  addressBookUpdateBodySchema,
} from "@app/contracts";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { viewerOf } from "../../platform/auth/viewer";
import type { AppContext } from "../../platform/http/app-context";
import { resourceRoutes } from "../../platform/resource/resource-routes";
import { createContactService } from "./contact.service";

const BASE = "/api/agreement/customer/address-book";

/**
 * The customer's address book (spec §7, issue 15): `typologies-mapping/` and the generic
 * resource (list with `no_page`, retrieve, create, partial-update, destroy), owner only.
 */
export function addressBookRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const contacts = createContactService(ctx.db);
  const resource = resourceRoutes({
    base: BASE,
    access: "customer",
    tag: "address-book",
    item: addressBookContactDetailSchema,
    listItem: addressBookContactSchema,
    list: (request, query) => contacts.list(viewerOf(request).userId, query),
    retrieve: (request, id) => contacts.get(viewerOf(request), id),
    create: {
      body: addressBookCreateBodySchema,
      handler: (request, body) => contacts.create(viewerOf(request), body),
    },
    update: {
      body: addressBookUpdateBodySchema,
      handler: (request, body, id) => contacts.update(viewerOf(request), id, body),
    },
    destroy: (request, id) => contacts.destroy(viewerOf(request).userId, id),
  });
  return async (app) => {
    app.get(
      `${BASE}/typologies-mapping/`,
      {
        config: { access: "customer" },
        schema: { tags: ["address-book"], response: { 200: addressBookTypologiesSchema } },
      },
      () => ({ results: [...ADDRESS_BOOK_TYPOLOGY_DEFINITIONS] }),
    );
    await resource(app as unknown as FastifyInstance);
  };
}
