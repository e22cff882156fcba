// Which chat models can see an image attached to a question: the one fact the server
// (which models it sends the image to, which it skips) and the chat page (the note on
// the cards of models that cannot) read. It is decided by the provider's model id the
// card is asked with, so a model changed by CHAT_MODEL_<ID>, an added model of the
// Model Database (OpenRouter ids, "openai/gpt-4o") and a custom provider's model are
// judged the same way: GPT-4o and GPT-4.1, Claude 3.5 and later, and Gemini see
// images; every other model is treated as one that cannot.

const VISION_MODEL_FAMILIES: readonly RegExp[] = [
  /(^|\/)(chatgpt-)?gpt-4o/,
  /(^|\/)gpt-4\.1/,
  /(^|\/)claude-3[-.][57]/,
  /(^|\/)claude-(sonnet|opus|haiku)-4/,
  /(^|\/)claude-[4-9]/,
  /(^|\/)gemini/,
];

/** Whether a model (the provider's id for it) can see an image. */
export function seesImages(model: string): boolean {
  const id = model.trim().toLowerCase();
  return VISION_MODEL_FAMILIES.some((family) => family.test(id));
}

/** The note on the card of a model that was not asked because it cannot see the question's image. */
export const cannotSeeImagesNote = (modelName: string) => `${modelName} cannot see images, so it was not asked.`;

/** Whether a card's error is that note (the model was not asked, so there is nothing to retry). */
export const isCannotSeeImagesNote = (answer: { providerName: string; error?: string | undefined }) =>
  answer.error === cannotSeeImagesNote(answer.providerName);

/** The refusal when none of the models a question would ask can see its image. */
export const NO_VISION_MODEL_DETAIL =
  'None of your chat models can see images. Switch on GPT-4, Claude or Gemini in API Settings (or add a model that sees images), or remove the image and ask again.';
