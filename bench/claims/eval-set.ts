import type { LanguageCode } from "../../src/shared/catalog/languages";

/**
 * The claim check's evaluation set (issue 24): scripts written by hand over pages of the shared
 * corpus, which are referenced by file name and read at run time (never copied here). Each
 * script's `faithful` sentences say only what its page says, in other words than the page's
 * (other units, spelled numbers, another language); each `errors` sentence is one seeded error
 * of the named kind, checked inside the script.
 */
export type ErrorKind =
  | "wrong-number"
  | "swapped-unit"
  | "wrong-price"
  | "invented-certification"
  | "invented-material"
  | "invented-origin"
  | "green-claim"
  | "superlative"
  // Added with the held-out set (bench/claims/holdout-set.ts).
  | "wrong-rating"
  | "invented-compatibility"
  | "invented-included-item";

export const NUMERIC_KINDS: readonly ErrorKind[] = ["wrong-number", "swapped-unit", "wrong-price", "wrong-rating"];

export type EvalScript = {
  page: string;
  language: LanguageCode;
  faithful: string[];
  errors: [ErrorKind, string][];
};

export const EVAL_SET: EvalScript[] = [
  // Gorilla duct tape: 1.88" x 12 yd, pack of 2, 12.48 USD, weather-resistant, double thick.
  {
    page: "amazon-25.html.gz",
    language: "en",
    faithful: [
      "Meet Gorilla Black Duct Tape.",
      "Each roll is 1.88 inches wide and twelve yards long.",
      "You get a pack of two rolls.",
      "The double-thick adhesive grips rough and uneven surfaces.",
      "It costs 12 US dollars and 48 cents.",
      "Grab yours today!",
    ],
    errors: [
      ["wrong-number", "Each roll is 1.88 inches wide and twenty yards long."],
      ["swapped-unit", "Each roll is 1.88 centimeters wide."],
      ["invented-origin", "It is made in Germany."],
    ],
  },
  {
    page: "amazon-25.html.gz",
    language: "de",
    faithful: [
      "Das ist das Gorilla Black Duct Tape.",
      "Die Rolle ist 1,88 Zoll breit und 12 Yard lang.",
      "Im Zweierpack.",
      "Der Preis beträgt 12,48 US-Dollar.",
      "Bestellen Sie noch heute.",
    ],
    errors: [
      ["wrong-price", "Der Preis beträgt 14,48 US-Dollar."],
      ["green-claim", "Das Klebeband ist umweltfreundlich."],
      ["invented-certification", "Es ist nach ISO 9001 zertifiziert."],
    ],
  },
  {
    page: "amazon-25.html.gz",
    language: "fr",
    faithful: [
      "Voici le Gorilla Black Duct Tape.",
      "Chaque rouleau mesure 1,88 pouce de large et douze yards de long.",
      "Il est vendu par lot de deux.",
      "Son prix : 12,48 dollars américains.",
    ],
    errors: [
      ["wrong-number", "Il est vendu par lot de trois."],
      ["superlative", "C'est le meilleur ruban adhésif du marché."],
      ["invented-material", "Son support est en coton."],
    ],
  },
  // Google Nest Hello: 229.99 CAD, 4.65 of 5 (3592), 160-degree view, Wi-Fi and Bluetooth, 3-hour history.
  {
    page: "bestbuy-2.html.gz",
    language: "en",
    faithful: [
      "Say hello to the Google Nest Hello video doorbell.",
      "It gives you a 160-degree field of view, so you see visitors head to toe.",
      "Built-in Wi-Fi and Bluetooth let you check in from anywhere.",
      "You can even view a three-hour snapshot history.",
      "Customers rate it 4.7 out of 5 across 3592 reviews.",
      "It's priced at 229.99 Canadian dollars.",
    ],
    errors: [
      ["wrong-number", "It gives you a 180-degree field of view."],
      ["wrong-price", "It's priced at 199.99 Canadian dollars."],
      ["superlative", "It is the best video doorbell on the market."],
    ],
  },
  {
    page: "bestbuy-2.html.gz",
    language: "es",
    faithful: [
      "Te presentamos el timbre con vídeo Google Nest Hello.",
      "Ofrece un campo de visión de 160 grados.",
      "Tiene wifi y Bluetooth integrados.",
      "Cuesta 229,99 dólares canadienses.",
      "¡Pídelo hoy mismo!",
    ],
    errors: [
      ["swapped-unit", "Guarda un historial de tres minutos de capturas."],
      ["invented-certification", "Cuenta con la certificación Energy Star."],
      ["green-claim", "Es un producto sostenible."],
    ],
  },
  {
    page: "bestbuy-2.html.gz",
    language: "fr",
    faithful: [
      "Découvrez la sonnette vidéo Google Nest Hello.",
      "Elle offre un champ de vision de 160 degrés.",
      "Elle propose un historique d'instantanés de trois heures.",
      "Note des clients : 4,7 sur 5.",
    ],
    errors: [
      ["wrong-number", "Note des clients : 4,9 sur 5."],
      ["invented-origin", "Fabriquée en France."],
      ["superlative", "La sonnette la plus vendue."],
    ],
  },
  // Origins A Perfect World moisturiser: SPF 40, 50 ml, 36.50 GBP, 4.2 of 5 (17), white tea, oil-free.
  {
    page: "johnlewis-6.html.gz",
    language: "en",
    faithful: [
      "This is the Origins A Perfect World age-defence moisturiser.",
      "It offers SPF 40 sun protection in a 50-milliliter jar.",
      "It contains antioxidant-rich white tea.",
      "It costs 36 British pounds and 50 pence.",
      "Customers rate it 4.2 out of 5.",
    ],
    errors: [
      ["wrong-number", "It offers SPF 50 sun protection."],
      ["swapped-unit", "It comes in a 50-gram jar."],
      ["green-claim", "Its formula is one hundred percent natural."],
      ["invented-certification", "It is dermatologically tested."],
    ],
  },
  {
    page: "johnlewis-6.html.gz",
    language: "de",
    faithful: [
      "Vorgestellt: die Origins A Perfect World Age-Defence Moisturiser.",
      "Lichtschutzfaktor 40 und 50 Milliliter Inhalt.",
      "Sie enthält weißen Tee.",
      "Erhältlich für 36,50 britische Pfund.",
    ],
    errors: [
      ["wrong-price", "Erhältlich für 46,50 britische Pfund."],
      ["green-claim", "Die Creme ist hypoallergen und vegan."],
      ["invented-origin", "Hergestellt in der Schweiz."],
    ],
  },
  {
    page: "johnlewis-6.html.gz",
    language: "es",
    faithful: [
      "Te presentamos la crema hidratante Origins A Perfect World.",
      "Ofrece protección solar SPF 40.",
      "El envase contiene 50 mililitros.",
      "Cuesta 36,50 libras esterlinas.",
    ],
    errors: [
      ["wrong-number", "El envase contiene 75 mililitros."],
      ["superlative", "Es la mejor crema del mercado."],
      ["invented-material", "Viene en un tarro de vidrio."],
    ],
  },
  // Roborock S6 Pure: 499 EUR, 2000 Pa, 480 ml dust bin, 180 ml water tank, 2h30 battery, laser navigation.
  {
    page: "mediamarkt-pt-1.html.gz",
    language: "pt",
    faithful: [
      "Conheça o aspirador robot Roborock S6 Pure.",
      "Tem uma potência de sucção de 2000 pascal.",
      "O depósito de resíduos leva 480 mililitros e o de água 180 mililitros.",
      "A bateria dura até duas horas e meia.",
      "Custa 499 euros.",
    ],
    errors: [
      ["wrong-number", "Tem uma potência de sucção de 2500 pascal."],
      ["swapped-unit", "O depósito de água leva 180 litros."],
      ["wrong-price", "Custa 449 euros."],
    ],
  },
  {
    page: "mediamarkt-pt-1.html.gz",
    language: "en",
    faithful: [
      "Meet the Roborock S6 Pure robot vacuum.",
      "Its battery lasts up to 2.5 hours.",
      "The dust bin holds 0.48 liters and the water tank 180 ml.",
      "Laser navigation maps your home.",
      "It costs 499 euros.",
    ],
    errors: [
      ["wrong-number", "Its battery lasts up to three hours."],
      ["invented-origin", "It is made in Japan."],
      ["green-claim", "It is an eco-friendly way to clean."],
    ],
  },
  {
    page: "mediamarkt-pt-1.html.gz",
    language: "es",
    faithful: [
      "Este es el robot aspirador Roborock S6 Pure.",
      "Su batería dura hasta dos horas y media.",
      "El depósito de agua tiene 180 mililitros.",
      "Cuesta 499 euros.",
    ],
    errors: [
      ["swapped-unit", "Su batería dura hasta 2,5 días."],
      ["superlative", "Es el robot aspirador número 1."],
      ["invented-certification", "Tiene la marca CE y certificación TÜV."],
    ],
  },
  // Tchibo washing-machine shelf: solid wood (FSC-certified rubberwood), 99.95 EUR, 4.59 of 5 (452).
  {
    page: "tchibo-eduscho-1.html.gz",
    language: "de",
    faithful: [
      "Das Massivholz-Waschmaschinenregal von Tchibo.",
      "Es ist aus FSC-zertifiziertem Rubberwood gefertigt.",
      "Die Bewertung liegt bei 4,6 von 5 bei 452 Bewertungen.",
      "Der Preis beträgt 99,95 Euro.",
      "Ab in den Warenkorb!",
    ],
    errors: [
      ["wrong-number", "Die Bewertung liegt bei 4,6 von 5 bei 852 Bewertungen."],
      ["invented-material", "Die Böden sind aus Bambus."],
      ["green-claim", "Es ist klimaneutral hergestellt."],
    ],
  },
  {
    page: "tchibo-eduscho-1.html.gz",
    language: "en",
    faithful: [
      "Introducing the solid wood washing machine shelf from Tchibo.",
      "It is made from FSC-certified rubberwood, a hard wood that takes in little moisture.",
      "It costs 99 euros and 95 cents.",
      "Customers rate it 4.6 out of 5.",
    ],
    errors: [
      ["wrong-price", "It costs 89 euros and 95 cents."],
      ["invented-certification", "It also carries the Blauer Engel label."],
      ["invented-origin", "It is made in Sweden."],
    ],
  },
  {
    page: "tchibo-eduscho-1.html.gz",
    language: "fr",
    faithful: [
      "Voici l'étagère pour lave-linge en bois massif de Tchibo.",
      "Elle est fabriquée en bois d'hévéa certifié FSC.",
      "Son prix : 99,95 euros.",
      "Commandez-la dès aujourd'hui.",
    ],
    errors: [
      ["wrong-price", "Son prix : 109,95 euros."],
      ["green-claim", "Une étagère écologique et recyclable."],
      ["superlative", "La meilleure étagère du marché."],
    ],
  },
  // GANT Akron Chelsea boot: pure leather, 136 GBP.
  {
    page: "johnlewis-1.html.gz",
    language: "en",
    faithful: [
      "Meet the GANT Akron Leather Chelsea Boot.",
      "It is made from pure leather that ages beautifully.",
      "It slips on easily.",
      "It costs 136 British pounds.",
    ],
    errors: [
      ["wrong-price", "It costs 163 British pounds."],
      ["invented-origin", "Each pair is handmade in Portugal."],
      ["invented-material", "The lining is merino wool."],
    ],
  },
  {
    page: "johnlewis-1.html.gz",
    language: "it",
    faithful: [
      "Ecco il GANT Akron Leather Chelsea Boot.",
      "È realizzato in vera pelle.",
      "Costa 136 sterline britanniche.",
      "Ordinalo oggi.",
    ],
    errors: [
      ["wrong-price", "Costa 156 sterline britanniche."],
      ["invented-origin", "Prodotto in Italia."],
      ["green-claim", "Uno stivale sostenibile."],
    ],
  },
  {
    page: "johnlewis-1.html.gz",
    language: "de",
    faithful: ["Der GANT Akron Chelsea Boot.", "Gefertigt aus reinem Leder.", "Erhältlich für 136 britische Pfund."],
    errors: [
      ["invented-material", "Die Sohle ist aus Naturkautschuk und Baumwolle."],
      ["superlative", "Der beste Chelsea Boot aller Zeiten."],
      ["invented-certification", "Gegerbt nach OEKO-TEX Standard."],
    ],
  },
  // Zara SEOUL eau de toilette: 100 ml (3.4 fl oz), 2190 ARS, hazelnut, pepper and amber.
  {
    page: "zara-1.html.gz",
    language: "en",
    faithful: [
      "This is SEOUL by ZARA, an aromatic eau de toilette.",
      "The bottle holds 100 milliliters, that is 3.4 fluid ounces.",
      "Its notes include hazelnut, pepper and amber.",
      "It costs 2190 Argentine pesos.",
    ],
    errors: [
      ["wrong-number", "The bottle holds 150 milliliters."],
      ["swapped-unit", "The bottle holds 100 liters."],
      ["green-claim", "It is a vegan, cruelty-free fragrance."],
    ],
  },
  {
    page: "zara-1.html.gz",
    language: "es",
    faithful: [
      "Te presentamos SEOUL de ZARA.",
      "Es un eau de toilette aromático.",
      "El frasco contiene cien mililitros.",
      "Tiene notas de avellana, pimienta y ámbar.",
    ],
    errors: [
      ["wrong-number", "El frasco contiene doscientos mililitros."],
      ["invented-origin", "Fabricado en Francia."],
      ["superlative", "El perfume más vendido."],
    ],
  },
  {
    page: "zara-1.html.gz",
    language: "fr",
    faithful: [
      "Voici SEOUL de ZARA.",
      "Une eau de toilette aromatique de 100 millilitres.",
      "Notes de noisette, de poivre et d'ambre.",
    ],
    errors: [
      ["wrong-number", "Une eau de toilette de 50 millilitres."],
      ["green-claim", "Une formule naturelle."],
      ["invented-certification", "Certifiée Ecocert."],
    ],
  },
  // Belkin SoundForm Elite: 249.99 CAD, 4.72 of 5 (36), wireless charging 7.5 W / 9 W / 10 W, Bluetooth, Google Assistant.
  {
    page: "bestbuy-1.html.gz",
    language: "en",
    faithful: [
      "Meet the Belkin SoundForm Elite smart speaker with Google Assistant.",
      "It charges your iPhone wirelessly at 7.5 watts and a Google smartphone at ten watts.",
      "The push-push dual woofer delivers deep bass.",
      "Shoppers give it 4.7 out of 5 across 36 reviews.",
      "You can get it for 249 Canadian dollars and 99 cents.",
    ],
    errors: [
      ["wrong-number", "It charges a Samsung smartphone at 15 watts."],
      ["swapped-unit", "It charges your iPhone at 7.5 volts."],
      ["wrong-price", "You can get it for 299.99 Canadian dollars."],
    ],
  },
  {
    page: "bestbuy-1.html.gz",
    language: "de",
    faithful: [
      "Der Belkin SoundForm Elite Smart Speaker mit Google Assistant.",
      "Er lädt ein Samsung-Smartphone kabellos mit 9 Watt.",
      "Bluetooth verbindet ihn mit kompatiblen Geräten.",
      "Der Preis beträgt 249,99 kanadische Dollar.",
    ],
    errors: [
      ["wrong-number", "Er lädt ein Samsung-Smartphone kabellos mit 19 Watt."],
      ["invented-certification", "Er ist nach IPX7 wasserdicht."],
      ["superlative", "Der beste Smart Speaker auf dem Markt."],
    ],
  },
  {
    page: "bestbuy-1.html.gz",
    language: "ja",
    faithful: [
      "Google アシスタント搭載の Belkin SoundForm Elite スマートスピーカーです。",
      "iPhone を7.5ワットでワイヤレス充電できます。",
      "お客様からの評価は5点満点中4.7点、レビューは36件です。",
      "価格は249.99カナダドルです。",
    ],
    errors: [
      ["wrong-number", "iPhone を15ワットでワイヤレス充電できます。"],
      ["wrong-price", "価格は199.99カナダドルです。"],
      ["invented-origin", "日本製です。"],
    ],
  },
  // Weleda Citrus body lotion: 200 ml, 8.71 EUR, natural cosmetics, vegan, dermatologically confirmed, aloe vera.
  {
    page: "amazon-9.html.gz",
    language: "de",
    faithful: [
      "Die WELEDA Citrus Erfrischende Feuchtigkeitslotion.",
      "Naturkosmetik mit Aloe Vera und Kokosöl, 200 Milliliter.",
      "Vegan und dermatologisch bestätigt.",
      "Der Preis beträgt 8,71 Euro.",
    ],
    errors: [
      ["wrong-number", "Naturkosmetik mit Aloe Vera, 250 Milliliter."],
      ["green-claim", "Die Flasche ist biologisch abbaubar."],
      ["invented-certification", "Mit NATRUE-Siegel und Ecocert-Zertifikat."],
    ],
  },
  {
    page: "amazon-9.html.gz",
    language: "en",
    faithful: [
      "Meet WELEDA Citrus refreshing body lotion.",
      "It is natural cosmetics with aloe vera and coconut oil.",
      "It is vegan, and its skin tolerance is dermatologically confirmed.",
      "The bottle holds 200 ml.",
      "It costs 8 euros and 71 cents.",
    ],
    errors: [
      ["wrong-price", "It costs 9 euros and 71 cents."],
      ["swapped-unit", "The bottle holds 200 grams."],
      ["green-claim", "It is climate neutral."],
    ],
  },
  {
    page: "amazon-9.html.gz",
    language: "fr",
    faithful: [
      "Voici la lotion hydratante WELEDA Citrus.",
      "Un cosmétique naturel, vegan, à l'aloe vera.",
      "Le flacon contient 200 millilitres.",
      "Son prix : 8,71 euros.",
    ],
    errors: [
      ["wrong-price", "Son prix : 7,71 euros."],
      ["invented-origin", "Fabriquée en Italie."],
      ["superlative", "La meilleure lotion du monde."],
    ],
  },
  // Ankerkraut Texas Chicken: 230 g shaker, 8.33 EUR, no flavour enhancers.
  {
    page: "amazon-12.html.gz",
    language: "de",
    faithful: [
      "Ankerkraut Texas Chicken, das BBQ-Rub für Chicken Wings.",
      "230 Gramm im Streuer.",
      "Ohne Zusatz von Geschmacksverstärkern.",
      "Der Preis beträgt 8,33 Euro.",
    ],
    errors: [
      ["wrong-number", "250 Gramm im Streuer."],
      ["swapped-unit", "230 Milliliter im Streuer."],
      ["green-claim", "Alle Zutaten sind bio."],
    ],
  },
  {
    page: "amazon-12.html.gz",
    language: "en",
    faithful: [
      "This is Ankerkraut Texas Chicken, a BBQ rub for chicken wings.",
      "You get 0.23 kilograms in a shaker.",
      "No flavour enhancers are added.",
      "It costs 8.33 euros.",
    ],
    errors: [
      ["wrong-price", "It costs 3.83 euros."],
      ["invented-certification", "It is certified halal and kosher."],
      ["invented-origin", "It is made in the USA."],
    ],
  },
  {
    page: "amazon-12.html.gz",
    language: "it",
    faithful: ["Ecco Ankerkraut Texas Chicken.", "Contiene 230 grammi.", "Costa 8,33 euro."],
    errors: [
      ["wrong-number", "Contiene 320 grammi."],
      ["superlative", "Il miglior condimento del mondo."],
      ["green-claim", "Una miscela biologica e naturale."],
    ],
  },
  // Orange Crush 12 combo amp: 6" speaker, 20 W, 100 EUR, one channel.
  {
    page: "amazon-17.html.gz",
    language: "it",
    faithful: [
      "Ecco l'Orange Crush 12, amplificatore combo per chitarra.",
      "Ha un canale, un altoparlante da 6 pollici e una potenza di 20 watt.",
      "Costa 100 euro.",
    ],
    errors: [
      ["wrong-number", "Ha una potenza di 30 watt."],
      ["swapped-unit", "Ha un altoparlante da 6 centimetri."],
      ["invented-origin", "Realizzato in Inghilterra."],
    ],
  },
  {
    page: "amazon-17.html.gz",
    language: "en",
    faithful: [
      "Meet the Orange Crush 12 guitar combo amplifier.",
      "It has one channel, a six-inch speaker and twenty watts of power.",
      "It costs 100 euros.",
    ],
    errors: [
      ["wrong-number", "It has an eight-inch speaker."],
      ["wrong-price", "It costs 120 euros."],
      ["invented-material", "The cabinet is made of solid wood."],
    ],
  },
  {
    page: "amazon-17.html.gz",
    language: "de",
    faithful: [
      "Das Orange Crush 12 Gitarren-Combo.",
      "Mit 20 Watt Leistung und einem 6-Zoll-Lautsprecher.",
      "Für 100 Euro.",
    ],
    errors: [
      ["wrong-number", "Mit 12 Watt Leistung."],
      ["invented-certification", "Mit CE- und RoHS-Kennzeichnung."],
      ["superlative", "Der meistverkaufte Verstärker."],
    ],
  },
  // Jack Daniel's Single Barrel: 45 %, 0.7 l, 173.34 RON, 4.25 of 5 (4), Tennessee whisky.
  {
    page: "emag-2.html.gz",
    language: "en",
    faithful: [
      "This is Jack Daniel's Single Barrel Tennessee whiskey.",
      "It has 45 percent alcohol.",
      "The bottle holds 700 milliliters.",
      "It costs 173.34 Romanian lei.",
    ],
    errors: [
      ["wrong-number", "It has 40 percent alcohol."],
      ["swapped-unit", "The bottle holds 0.7 gallons."],
      ["superlative", "It is the world's best whiskey."],
    ],
  },
  {
    page: "emag-2.html.gz",
    language: "fr",
    faithful: [
      "Voici le whisky Jack Daniel's Single Barrel.",
      "Il titre 45 % d'alcool.",
      "La bouteille contient 0,7 litre.",
    ],
    errors: [
      ["wrong-number", "La bouteille contient 1 litre."],
      ["green-claim", "Un whisky bio."],
      ["invented-material", "Vieilli en fût de chêne."],
    ],
  },
  {
    page: "emag-2.html.gz",
    language: "es",
    faithful: [
      "Este es el whisky Jack Daniel's Single Barrel.",
      "Tiene un 45 por ciento de alcohol.",
      "La botella contiene 0,7 litros.",
    ],
    errors: [
      ["wrong-number", "Tiene un 47 por ciento de alcohol."],
      ["invented-certification", "Certificado ISO 22000."],
      ["green-claim", "Producción climáticamente neutra."],
    ],
  },
  // IKEA PELARBOJ LED table lamp: 25 GBP, 5 of 5 (5).
  {
    page: "ikea-4.html.gz",
    language: "en",
    faithful: [
      "This is the PELARBOJ LED table lamp from IKEA.",
      "It costs 25 British pounds.",
      "Customers rate it 5 out of 5.",
    ],
    errors: [
      ["wrong-price", "It costs 35 British pounds."],
      ["invented-material", "Its shade is made of glass."],
      ["green-claim", "It is made from recycled plastic."],
    ],
  },
  {
    page: "ikea-4.html.gz",
    language: "de",
    faithful: ["Die PELARBOJ LED-Tischleuchte von IKEA.", "Erhältlich für 25 britische Pfund."],
    errors: [
      ["wrong-price", "Erhältlich für 15 britische Pfund."],
      ["invented-origin", "Hergestellt in China."],
      ["superlative", "Die beliebteste Lampe von IKEA."],
    ],
  },
  // Wayfair Penhook armchair: 20.47'' wide, 111.99 USD, 4.5 of 5 (473).
  {
    page: "wayfair-1.html.gz",
    language: "en",
    faithful: [
      "Meet the Penhook armchair from Wade Logan.",
      "It is 20.47 inches wide, about 52 centimeters.",
      "It costs 111.99 US dollars.",
      "It is rated 4.5 out of 5 across 473 reviews.",
    ],
    errors: [
      ["wrong-number", "It is 24.47 inches wide."],
      ["swapped-unit", "It is 20.47 centimeters wide."],
      ["invented-material", "It is upholstered in velvet."],
    ],
  },
  {
    page: "wayfair-1.html.gz",
    language: "es",
    faithful: [
      "Te presentamos el sillón Penhook.",
      "Mide 20,47 pulgadas de ancho.",
      "Cuesta 111,99 dólares estadounidenses.",
    ],
    errors: [
      ["wrong-price", "Cuesta 119,99 dólares estadounidenses."],
      ["invented-origin", "Fabricado en Italia."],
      ["superlative", "El mejor sillón del mercado."],
    ],
  },
  // Argos Tikkers watch set: 9.99 GBP, 4.5 of 5 (573).
  {
    page: "argos-2.html.gz",
    language: "en",
    faithful: [
      "Meet the Tikkers Girls' Pink Butterfly Watch Set.",
      "It costs 9 British pounds and 99 pence.",
      "Shoppers give it 4.5 out of 5 across 573 reviews.",
    ],
    errors: [
      ["wrong-number", "Shoppers give it 4.5 out of 5 across 1573 reviews."],
      ["invented-material", "The strap is made of silicone and stainless steel."],
      ["invented-certification", "It meets EN 71 safety standards."],
    ],
  },
  {
    page: "argos-2.html.gz",
    language: "pt",
    faithful: ["Conheça o conjunto de relógio Tikkers Girls' Pink Butterfly.", "Custa 9,99 libras esterlinas."],
    errors: [
      ["wrong-price", "Custa 19,99 libras esterlinas."],
      ["green-claim", "É um produto ecológico."],
      ["invented-origin", "Fabricado na China."],
    ],
  },
  // Casio PRO TREK PRW-3100YB-1ER: 259 EUR.
  {
    page: "3suisses-2.html.gz",
    language: "fr",
    faithful: ["Voici la montre Casio PRO TREK PRW-3100YB-1ER.", "Elle coûte 259 euros."],
    errors: [
      ["wrong-price", "Elle coûte 299 euros."],
      ["invented-certification", "Elle est certifiée ISO 6425."],
      ["invented-material", "Son boîtier est en titane."],
    ],
  },
  {
    page: "3suisses-2.html.gz",
    language: "en",
    faithful: ["Meet the Casio PRO TREK PRW-3100YB-1ER watch.", "It costs 259 euros."],
    errors: [
      ["wrong-number", "Meet the Casio PRO TREK PRW-3200YB watch."],
      ["invented-origin", "It is made in Japan."],
      ["superlative", "It is the number one outdoor watch."],
    ],
  },
];
