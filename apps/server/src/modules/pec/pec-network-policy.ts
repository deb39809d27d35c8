import { lookup } from "node:dns/promises";
import ipaddr from "ipaddr.js";
import type { Config } from "../../config/config.schema";
import { createIpRateLimit } from "../../platform/http/ip-rate-limit";

/**
 * What a PEC mailbox's servers may be (issue 47, review): the connection test makes the server
 * connect where a customer says, so in production it connects to public addresses only, never
 * with a plain connection (the password would cross the Internet in clear), and a customer tests
 * at most 10 times in 10 minutes: else the test is a scanner of the operator's own network.
 * PEC_ALLOW_LOCAL_SERVERS (on outside production) lets a local test server be used.
 */
export interface PecNetworkPolicy {
  allowLocal: boolean;
}

export const pecNetworkPolicy = (config: Pick<Config, "NODE_ENV" | "PEC_ALLOW_LOCAL_SERVERS">) => ({
  allowLocal: config.PEC_ALLOW_LOCAL_SERVERS ?? config.NODE_ENV !== "production",
});

/** Whether the host is, or resolves to, an address that is not public (loopback, private, link-local…). */
export async function isLocalHost(host: string): Promise<boolean> {
  const literal = host.replace(/^\[|\]$/g, "");
  let addresses: string[];
  try {
    addresses = ipaddr.isValid(literal)
      ? [literal]
      : (await lookup(literal, { all: true })).map((found) => found.address);
  } catch {
    // Not found: the connection itself says so, in words.
    return false;
  }
  return addresses.some((address) => ipaddr.process(address).range() !== "unicast");
}

/** Ten connection tests per customer in ten minutes, in this instance's memory. */
export const createPecTestLimit = () =>
  createIpRateLimit({ max: 10, windowMs: 10 * 60_000, messageKey: "pec_test_rate_limited" });
