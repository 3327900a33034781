import type { LanguageCode } from "./languages";

/**
 * The fixed promotional sentence a voice preview speaks (spec section 7: generate-audio
 * "is also used for voice preview with a fixed localized promotional sentence").
 * Fixed per language, so the server can cache one MP3 per language and voice.
 */
export const PREVIEW_SENTENCES: Record<LanguageCode, string> = {
  en: "Hi! I'm your ShelfTalk voice. Let me tell your customers what makes your product special.",
  es: "¡Hola! Soy tu voz de ShelfTalk. Deja que cuente a tus clientes lo que hace especial a tu producto.",
  fr: "Bonjour ! Je suis votre voix ShelfTalk. Laissez-moi dire à vos clients ce qui rend votre produit unique.",
  de: "Hallo! Ich bin Ihre ShelfTalk-Stimme. Lassen Sie mich Ihren Kunden erzählen, was Ihr Produkt so besonders macht.",
  it: "Ciao! Sono la tua voce ShelfTalk. Lascia che racconti ai tuoi clienti cosa rende speciale il tuo prodotto.",
  pt: "Olá! Eu sou a sua voz do ShelfTalk. Deixe-me contar aos seus clientes o que torna o seu produto especial.",
  ja: "こんにちは！ShelfTalkの音声です。あなたの商品の魅力を、お客様にしっかりお伝えします。",
  zh: "你好！我是你的ShelfTalk语音。让我告诉你的顾客，你的产品有什么特别之处。",
};

export function previewSentence(language: LanguageCode): string {
  return PREVIEW_SENTENCES[language];
}
