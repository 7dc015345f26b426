import type { RouterContextProvider } from "react-router";
import {
  clientAddressContext,
  type ServiceTransport,
  serviceTransportContext,
} from "~/request-context";
import { memberCalls } from "./member-calls.server";
import { secondFactorCalls } from "./second-factor-calls.server";
import { sessionCalls } from "./session-calls.server";
import { createCaller } from "./transport.server";

/**
 * The site's typed client for the service API (spec §7): the session's calls and the member's, over
 * one caller. The staff console's calls take this client and a staff token (staff-calls.server.ts).
 */

/** The client for this request: the person's address goes along, for the service's rate limits. */
export function serviceApi(context: Readonly<RouterContextProvider>) {
  const transport = context.get(serviceTransportContext);
  if (!transport) throw new Error("No service API transport in the request context.");
  return createServiceApi(transport, context.get(clientAddressContext));
}

export function createServiceApi(transport: ServiceTransport, clientAddress?: string) {
  const caller = createCaller(transport, clientAddress);
  return {
    call: caller.call,
    ...sessionCalls(caller),
    ...memberCalls(caller),
    ...secondFactorCalls(caller),
  };
}

export type ServiceApi = ReturnType<typeof createServiceApi>;
