/**
 * The studio's side of the Presentation tool, as little of it as a browser
 * test needs: the page frames the site and talks to its visual editing over
 * @sanity/comlink as the studio does (the "presentation" end of the channel
 * whose other end, "visual-editing", runs in the framed page). Bundled for
 * the browser by visual-editing.spec.ts.
 */
import { createConnectionMachine, createController } from "@sanity/comlink";
import { createCompatibilityActors } from "@sanity/presentation-comlink";

type Sent =
  | { type: "presentation/refresh"; data: { source: "manual"; livePreviewEnabled: boolean } }
  | { type: "presentation/perspective"; data: { perspective: string | string[] } };

const frame = document.querySelector("iframe") as HTMLIFrameElement;
const controller = createController({ targetOrigin: location.origin });
controller.addTarget(frame.contentWindow as Window);
// As the studio's Presentation tool makes it (sanity 6.16): a heartbeat, and the actors that speak
// to every version of visual editing.
const channel = controller.createChannel<Sent, never>(
  { name: "presentation", heartbeat: true, connectTo: "visual-editing" },
  createConnectionMachine<Sent, never>().provide({ actors: createCompatibilityActors() }),
);
const studio = window as unknown as Record<string, unknown>;
studio.__status = "idle";
channel.onStatus((event) => {
  studio.__status = event.status;
});
channel.start();
studio.__refresh = () =>
  channel.post("presentation/refresh", { source: "manual", livePreviewEnabled: false });
studio.__perspective = (perspective: string | string[]) =>
  channel.post("presentation/perspective", { perspective });
