import { calendarFeedSchema, calendarFeedStatusSchema, idParamSchema } from "@app/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { viewerOf } from "../../platform/auth/viewer";
import type { AppContext } from "../../platform/http/app-context";
import { attachmentDisposition } from "../../platform/http/content-disposition";
import { createCalendarFeedService, FEED_PATH } from "./calendar-feed.service";

const FEED = "/api/calendar/customer/feed/";
const ICS_TYPE = "text/calendar; charset=utf-8";
const tags = ["calendar"];

/**
 * The calendar in other programs (issue 17): the private subscription URL (`feed/`: read, turn on
 * or renew, revoke), the feed it serves without a session, and one appointment as an .ics file.
 */
export function calendarFeedRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = createCalendarFeedService(ctx);
  const customer = { access: "customer" as const };
  return async (app) => {
    app.get(
      FEED,
      { config: customer, schema: { tags, response: { 200: calendarFeedStatusSchema } } },
      (request) => service.status(viewerOf(request)),
    );
    app.post(
      FEED,
      {
        config: customer,
        schema: {
          tags,
          description: "Turns the feed on, or replaces its URL: the previous URL stops working.",
          response: { 200: calendarFeedSchema },
        },
      },
      (request) => service.enable(viewerOf(request)),
    );
    app.delete(FEED, { config: customer, schema: { tags } }, async (request, reply) => {
      await service.revoke(viewerOf(request));
      return reply.status(204).send();
    });
    app.get(
      "/api/calendar/customer/appointment/ics/:id/",
      { config: customer, schema: { tags, params: idParamSchema } },
      async (request, reply) => {
        const { ics, title } = await service.one(viewerOf(request), request.params.id);
        return reply
          .header("content-type", ICS_TYPE)
          .header("content-disposition", attachmentDisposition(title, "ics"))
          .header("cache-control", "private, no-store")
          .send(ics);
      },
    );
    app.get(
      `${FEED_PATH}/:token/calendar.ics`,
      {
        config: { access: "public" },
        schema: {
          tags,
          description: "The private iCalendar feed: the token in the URL is the only key.",
          params: z.object({ token: z.string().max(200) }),
        },
      },
      async (request, reply) =>
        reply
          .header("content-type", ICS_TYPE)
          .header("cache-control", "private, max-age=300")
          .header("x-robots-tag", "noindex")
          .send(await service.feed(request.params.token)),
    );
  };
}
