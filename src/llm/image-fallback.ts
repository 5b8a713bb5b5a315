/**
 * Images for servers that may refuse them. Text-only models behind OpenAI-compatible servers
 * refuse a request that holds an image, each in its own words and with its own status; the run
 * should go on without the images rather than end on the first request.
 */
import {
  formatImageSize,
  hasImages,
  type ImagePart,
  imageBytes,
  type Message,
  type ToolResultImage,
  userSegments,
} from "./messages.js";
import type { ModelError, ModelRequest, ModelResult, Provider } from "./provider.js";

/**
 * Statuses of a refused request that may be the images' fault. 400 is what most servers send
 * ("this model does not support image input" from Ollama, "is not a multimodal model" from newer
 * vLLM, "Vision model is not loaded" from LM Studio, OpenAI's "image_url is only supported by
 * certain models", Anthropic's image size and count limits); 413 is a body too large, which ten
 * images of 5 MB are for Anthropic's 32 MB request limit; 415 and 422 are what strict gateways
 * and validators answer to a content part they do not know.
 */
export const IMAGE_REFUSAL_STATUSES: ReadonlySet<number> = new Set([400, 413, 415, 422]);

/**
 * llama.cpp's server answers 500 "image input is not supported - hint: ... mmproj" and older vLLM
 * 500 "... is not a multimodal model": a 500 counts as a refusal only when it names images.
 */
const IMAGE_WORDS = /image|vision|multi-?modal|mmproj/i;

/** Put where each image was, after its label, when the images are not sent. */
export function imageNotSentNote(number: number): string {
  return `[image ${number} was not sent: the model server does not accept images]`;
}

/**
 * Wraps `provider` so that a request whose images the server refuses is sent again, once, without
 * them. When that succeeds, `onDropped` is called once with the refusal's message and every later
 * request goes without images; when it fails too, the images were not (only) the problem and the
 * images are kept for later requests. Wrap the adapter itself, beneath `completeWithRetry`, so a
 * 500 refusal is recognised at once instead of after the retries meant for a passing outage.
 *
 * Never throws: failures come back as `{ ok: false }`, as from any provider. A request without
 * images goes through untouched.
 */
export function withImageFallback(provider: Provider, onDropped: (why: string) => void): Provider {
  let dropped = false;

  async function complete(request: ModelRequest): Promise<ModelResult> {
    if (!request.messages.some(hasImages)) return provider.complete(request);
    if (dropped) return provider.complete(withoutImages(request));
    const first = await provider.complete(request);
    if (first.ok || !refusesImages(first.error) || request.signal.aborted) return first;
    const second = await provider.complete(withoutImages(request));
    // The second error answers the request as it would be without images, so it names what is
    // really wrong (the first may only have been the images' part of it). And when it is a passing
    // failure (a 503, a timeout), returning it lets the caller's retry try again, images included,
    // where the first, fatal error would have ended the run.
    if (!second.ok) return second;
    if (!dropped) {
      dropped = true;
      try {
        onDropped(first.error.message);
      } catch {
        // A failing notice must not cost the answer that just arrived.
      }
    }
    return second;
  }

  return {
    name: provider.name,
    model: provider.model,
    async complete(request) {
      try {
        return await complete(request);
      } catch (error) {
        // Providers never throw by contract; should one break it, the caller still gets a result.
        return { ok: false, error: { kind: "fatal", message: String(error) } };
      }
    },
  };
}

/** Whether `error` may be the server refusing the request's images. */
export function refusesImages(error: ModelError): boolean {
  if (error.kind === "aborted" || error.status === undefined) return false;
  // A 413 is classified as a prompt too long whatever its body; it still may be the images' bytes.
  if (error.status === 413) return true;
  if (error.status === 500) return IMAGE_WORDS.test(error.message);
  return error.kind === "fatal" && IMAGE_REFUSAL_STATUSES.has(error.status);
}

/** Put at the end of a tool result's text for each of its images, when they are not sent. */
export function toolImageNotSentNote(image: ToolResultImage): string {
  return `[image (${image.mediaType}, ${formatImageSize(imageBytes(image))}) was not sent: the model server does not accept images]`;
}

/**
 * The request with every image taken out: a prompt image's label stays, followed by a note that
 * it was not sent; a tool result's image becomes such a note after the result's text.
 */
export function withoutImages(request: ModelRequest): ModelRequest {
  let position = 0;
  const messages = request.messages.map((message): Message => {
    if (!hasImages(message)) return message;
    if (message.role === "tool") {
      const { images, ...rest } = message;
      const notes = images.map(toolImageNotSentNote);
      return { ...rest, content: [message.content, ...notes].filter((text) => text !== "").join("\n") };
    }
    const text = userSegments(message)
      .map((segment) =>
        segment.type === "text" ? segment.text : ` ${imageNotSentNote(numberOf(segment, ++position))}`,
      )
      .join("");
    const { images: _dropped, ...rest } = message;
    return { ...rest, content: text };
  });
  return { ...request, messages };
}

/** The image's number as its label gives it ("[image 3: …]"), else its place in the request. */
function numberOf(image: ImagePart, position: number): number {
  const match = /\[image (\d+)\b/i.exec(image.label);
  return match ? Number(match[1]) : position;
}
