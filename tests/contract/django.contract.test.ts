import { describe, it } from "vitest";
import {
  DJANGO_REFERENCE_MISSING,
  djangoReferenceAvailable,
  type ReferenceOptions,
  startDjangoReference,
} from "../django-reference/reference-backend.ts";
import { type CallOptions, readReply, testRequestInit } from "../support/test-service.ts";
import { defineContract } from "./contract-suite.ts";

/** The core contract against the real libraries' defaults, with and without their switches. */
function djangoTarget(options: ReferenceOptions) {
  return async () => {
    const django = await startDjangoReference(options);
    return {
      async call(method: string, path: string, callOptions: CallOptions = {}) {
        return readReply(
          await fetch(new URL(path, django.url), testRequestInit(method, callOptions)),
        );
      },
      close: () => django.stop(),
    };
  };
}

if (djangoReferenceAvailable()) {
  defineContract("Django reference, library defaults", djangoTarget({}), {
    extensions: false,
    rotation: false,
    paginated: false,
  });
  defineContract(
    "Django reference, rotation and pagination on",
    djangoTarget({ rotate: true, paginate: true }),
    { extensions: false, rotation: true, paginated: true },
  );
} else {
  describe("service API contract: Django reference", () => {
    it.skip(DJANGO_REFERENCE_MISSING, () => {});
  });
}
