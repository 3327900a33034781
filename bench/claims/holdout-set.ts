import type { EvalScript } from "./eval-set";

/**
 * The claim check's held-out set (issue 24): scripts over corpus pages that the evaluation set
 * (eval-set.ts), the development set of the rules, never uses. Written the way a copywriter or
 * a language model paraphrases a page: spelled numbers, other units rounded as people round them
 * (inches said in centimetres to the whole centimetre), currency names, ranges, "up to", ratings
 * "out of", translated materials, colours and origins, and subtle generic claims. Pages are read
 * at run time by file name, never copied here. The figures each script relies on are noted above it.
 *
 * Unit changes are judged with the check's own tolerance (decision 056): the script's figure
 * covers half its last shown digit, plus 2 % when the unit changes, so "about four feet" for
 * 1.2 m and "46 by 76 centimetres" for 18" x 30" are faithful, "1.2 feet" is not.
 */
export const HOLDOUT_SET: EvalScript[] = [
  // Retevis RT628B walkie-talkies (it): 21.99 EUR, 3 channels, 3 AA batteries not included,
  // volume 1-8, red, 1 pair, key lock, "materiali robusti ecocompatibili".
  {
    page: "amazon-19.html.gz",
    language: "it",
    faithful: [
      "Ecco il walkie talkie Retevis RT628B per bambini.",
      "Nella confezione trovi una coppia di ricetrasmittenti rosse.",
      "Ogni apparecchio funziona con tre pile AA, che non sono incluse.",
      "Ha tre canali, ognuno con un codice privacy fisso.",
      "Il volume si regola da uno a otto.",
      "Costa ventuno euro e novantanove centesimi.",
      "Ordinalo oggi!",
    ],
    errors: [
      ["wrong-number", "Ha cinque canali, ognuno con un codice privacy fisso."],
      ["wrong-price", "Costa ventitré euro e novantanove centesimi."],
      ["invented-certification", "Il prodotto ha la certificazione CE."],
      ["superlative", "È il walkie talkie per bambini più venduto in Italia."],
    ],
  },
  {
    page: "amazon-19.html.gz",
    language: "en",
    faithful: [
      "Meet the Retevis RT628B walkie-talkies for kids.",
      "You get one pair, in red.",
      "Each handset runs on three AA batteries, which are not included.",
      "There are 3 channels, each with a fixed privacy code.",
      "Volume is adjustable from 1 to 8.",
      "A key lock stops little fingers from changing the settings.",
      "They cost €21.99.",
    ],
    errors: [
      ["wrong-number", "Each handset runs on four AA batteries."],
      ["invented-included-item", "A USB charging cable is included."],
      ["wrong-number", "They reach up to 3 km."],
    ],
  },
  // CIGA Design Z-Series watch (en-GB): 220 GBP, 25 jewels, 176 parts, power reserve up to 40
  // hours, sapphire crystal, FDA certified silicone strap, DLC coating.
  {
    page: "amazon-3.html.gz",
    language: "en",
    faithful: [
      "This is the CIGA Design Z-Series DLC automatic skeleton watch.",
      "Its sapphire crystal is second only to diamond in hardness.",
      "The movement has twenty-five jewels and is built from 176 parts.",
      "Fully wound, it keeps running for up to forty hours.",
      "It comes on an FDA-certified silicone strap.",
      "It's yours for two hundred and twenty pounds.",
    ],
    errors: [
      ["wrong-number", "The movement is built from 167 parts."],
      ["swapped-unit", "Fully wound, it keeps running for up to forty days."],
      ["invented-material", "The case is made of titanium."],
      ["invented-certification", "It is water resistant to ISO 22810."],
      ["green-claim", "It's kind to the planet, too."],
    ],
  },
  {
    page: "amazon-3.html.gz",
    language: "de",
    faithful: [
      "Das ist die CIGA Design Z-Series DLC, eine mechanische Automatikuhr.",
      "Das Saphirglas ist fast so hart wie Diamant.",
      "Im Uhrwerk arbeiten 25 Steine.",
      "Die Gangreserve beträgt bis zu 40 Stunden.",
      "Das Silikonarmband ist FDA-zertifiziert.",
      "Der Preis: 220 Pfund.",
    ],
    errors: [
      ["wrong-number", "Die Gangreserve beträgt bis zu 48 Stunden."],
      ["invented-origin", "Die Uhr wird in der Schweiz gefertigt."],
      ["green-claim", "Die Uhr wird klimaneutral hergestellt."],
      ["superlative", "Das ist unsere meistverkaufte Uhr."],
    ],
  },
  // ChangM wall sconce (en-US): 29.99 USD, 7W, 2700K warm white, G9 bulb, plaster body, not
  // dimmable, vertical or horizontal, "natural pollution-free materials".
  {
    page: "amazon-24.html.gz",
    language: "en",
    faithful: [
      "This ChangM wall sconce brings modern, warm light to any room.",
      "It runs on a seven-watt LED G9 bulb with a warm white 2700 K glow.",
      "The whole body is made of plaster.",
      "It can be mounted vertically or horizontally.",
      "It costs twenty-nine dollars and ninety-nine cents.",
    ],
    errors: [
      ["wrong-number", "It runs on a nine-watt LED bulb."],
      ["wrong-number", "It glows at a cool 4000 K."],
      ["invented-material", "The shade is made of frosted glass."],
      ["invented-certification", "It is UL listed and Energy Star certified."],
      ["invented-compatibility", "It works with Alexa and Google Home."],
    ],
  },
  {
    page: "amazon-24.html.gz",
    language: "fr",
    faithful: [
      "Découvrez l'applique murale ChangM.",
      "Elle est livrée avec une ampoule LED G9 de 7 watts, en blanc chaud 2700 K.",
      "Le corps de la lampe est entièrement en plâtre.",
      "Elle se fixe à la verticale ou à l'horizontale.",
      "Son prix : 29,99 dollars.",
    ],
    errors: [
      ["wrong-price", "Son prix : 24,99 dollars."],
      ["invented-origin", "Elle est fabriquée en Italie."],
      ["green-claim", "Elle est neutre en carbone."],
      ["superlative", "C'est l'applique préférée de nos clients."],
    ],
  },
  // ReTrak EUSELFIEW selfie stick (en-GB, Ireland): 9.99 EUR, up to 1.2 m, 3.5 mm jack, 180°
  // rotating mount, black & silver, suitable for smartphones.
  {
    page: "currys-1.html.gz",
    language: "en",
    faithful: [
      "The ReTrak EUSELFIEW selfie stick gets everyone in the shot.",
      "It extends up to 1.2 metres, or about four feet.",
      "It plugs into your phone's 3.5 mm audio jack, so there's nothing to charge.",
      "The mount rotates through 180 degrees.",
      "It comes in black and silver.",
      "It's just €9.99.",
    ],
    errors: [
      ["swapped-unit", "It extends up to 1.2 feet."],
      ["wrong-number", "The mount rotates through 360 degrees."],
      ["invented-compatibility", "It works with the iPhone 15 over Bluetooth."],
      ["invented-included-item", "A Bluetooth remote is included in the box."],
    ],
  },
  {
    page: "currys-1.html.gz",
    language: "es",
    faithful: [
      "Te presentamos el palo selfie ReTrak EUSELFIEW.",
      "Se extiende hasta 1,2 metros.",
      "Se conecta a la toma de audio de 3,5 mm de tu móvil.",
      "El soporte gira 180 grados.",
      "Es de color negro y plateado.",
      "Cuesta 9,99 euros.",
    ],
    errors: [
      ["wrong-price", "Cuesta 19,99 euros."],
      ["swapped-unit", "Se extiende hasta 120 milímetros."],
      ["green-claim", "Es un producto respetuoso con el medio ambiente."],
      ["superlative", "Es el palo selfie número uno en ventas."],
    ],
  },
  // "Hey there pumpkin" doormat (es): 43.90 EUR, 4.83 (1027 reviews), 18"x30", 100 % natural
  // coconut, hand painted and lettered, UV sealant.
  {
    page: "etsy-1.html.gz",
    language: "es",
    faithful: [
      "Este felpudo «hey there pumpkin» está pintado y rotulado a mano.",
      "Está hecho de coco cien por cien natural.",
      "Mide unos 46 por 76 centímetros.",
      "Lleva un sellador UV que lo protege.",
      "Los clientes le dan un 4,8 sobre 5.",
      "Cuesta 43,90 euros.",
    ],
    errors: [
      ["wrong-number", "Mide 60 por 90 centímetros."],
      ["wrong-rating", "Los clientes le dan un 4,3 sobre 5."],
      ["invented-material", "Está hecho de caucho."],
      ["invented-origin", "Está fabricado en España."],
    ],
  },
  {
    page: "etsy-1.html.gz",
    language: "en",
    faithful: [
      "This hand-painted doormat makes a warm welcome.",
      "It's made from 100% natural coconut.",
      "It measures 18 by 30 inches.",
      "It's rated 4.83 out of 5 from 1,027 reviews.",
      "It costs 43 euros and 90 cents.",
    ],
    errors: [
      ["swapped-unit", "It measures 18 by 30 centimetres."],
      ["wrong-price", "It costs 34 euros and 90 cents."],
      ["green-claim", "It's fully biodegradable."],
      ["superlative", "It's our best-selling doormat."],
    ],
  },
  // Manhattan box bed (pt-BR): 1759.99 BRL, 158x198x61 cm, 110 kg per side, 2 sommiers,
  // eucalyptus wood, 90-day warranty, pocket springs, black, Palemax.
  {
    page: "mobly-1.html.gz",
    language: "pt",
    faithful: [
      "Conheça a Cama Box Queen Size Manhattan, da Palemax, na cor preta.",
      "Ela mede 158 por 198 centímetros, com 61 cm de altura.",
      "As molas são ensacadas individualmente, então você não sente os movimentos do outro.",
      "Cada lado suporta até cento e dez quilos.",
      "A base é de madeira de eucalipto e acompanham dois sommiers.",
      "A garantia de fábrica é de noventa dias.",
      "Por R$ 1.759,99.",
    ],
    errors: [
      ["wrong-number", "Cada lado suporta até 150 quilos."],
      ["swapped-unit", "A garantia de fábrica é de noventa meses."],
      ["invented-certification", "O colchão tem certificação OEKO-TEX."],
      ["green-claim", "É um produto sustentável."],
      ["invented-material", "O tecido é de seda."],
    ],
  },
  // Marilyn swivel stools (pt-BR): 689.99 BRL, set of 2, black, "Envio imediato".
  {
    page: "mobly-2.html.gz",
    language: "pt",
    faithful: [
      "Este é o conjunto com duas banquetas giratórias Marilyn, em preto.",
      "São duas peças altas, perfeitas em frente a uma bancada.",
      "Custa seiscentos e oitenta e nove reais e noventa e nove centavos.",
      "Aproveite!",
    ],
    errors: [
      ["wrong-number", "Este é o conjunto com quatro banquetas giratórias Marilyn."],
      ["invented-origin", "Fabricadas na Itália."],
      ["superlative", "É a banqueta mais vendida da loja."],
    ],
  },
  // Tommy Jeans OFLEKI t-shirt (pt-PT): 26 EUR, 100 % cotton, blue / navy, short sleeves,
  // rating 9.1 of 10 (25).
  {
    page: "spartoo-2.html.gz",
    language: "pt",
    faithful: [
      "Esta é a t-shirt OFLEKI da Tommy Jeans.",
      "De manga curta, tem um visual clássico.",
      "É feita em algodão a cem por cento, em azul.",
      "Os clientes dão-lhe 9,1 em 10.",
      "Custa vinte e seis euros.",
    ],
    errors: [
      ["wrong-rating", "Os clientes dão-lhe 4,8 em 5."],
      ["invented-material", "É feita em linho."],
      ["green-claim", "É feita de algodão orgânico."],
      ["wrong-price", "Custa trinta e seis euros."],
    ],
  },
  // 異世界おもいで食堂 (ja): 1320 JPY, about 258 pages, KADOKAWA, 2019/3/5.
  {
    page: "bookwalker-1.html.gz",
    language: "ja",
    faithful: [
      "『異世界おもいで食堂』は、偉人と和食をめぐる心あたたまる物語です。",
      "出版社はKADOKAWAです。",
      "ページ数はおよそ二百五十八ページ。",
      "価格は1,320円です。",
      "ぜひ読んでみてください。",
    ],
    errors: [
      ["wrong-price", "価格は1,650円です。"],
      ["wrong-number", "ページ数はおよそ三百ページ。"],
      ["superlative", "今いちばん売れている新文芸です。"],
    ],
  },
  // VADHOLMA rack (en-GB): 50 GBP, black, 10 hooks included, extra storage.
  {
    page: "ikea-6.html.gz",
    language: "ja",
    faithful: [
      "IKEAのVADHOLMAは、キッチンアイランド用のラックです。",
      "色はブラックです。",
      "キッチンの収納をもっと増やせます。",
      "調理器具を掛けるフックが10個付いています。",
      "価格は50ポンドです。",
    ],
    errors: [
      ["wrong-number", "フックが12個付いています。"],
      ["invented-material", "素材はステンレスです。"],
      ["green-claim", "環境にやさしい製品です。"],
      ["invented-origin", "スウェーデン製です。"],
    ],
  },
  {
    page: "ikea-6.html.gz",
    language: "en",
    faithful: [
      "The IKEA VADHOLMA rack sits on your kitchen island.",
      "It's black, and it gives you extra storage.",
      "Ten hooks for hanging up utensils are included.",
      "It costs fifty pounds.",
      "Pop in to your nearest store.",
    ],
    errors: [
      ["wrong-number", "Twelve hooks for hanging up utensils are included."],
      ["invented-included-item", "A knife magnet is included too."],
      ["invented-material", "It's made of solid oak."],
      ["wrong-price", "It costs fifty-five pounds."],
    ],
  },
  // Domino's voucher (zh-Hant): 210 TWD, 9-inch small pizza, take-away, no expiry, 4.4 (570).
  {
    page: "gomaji-1.html.gz",
    language: "zh",
    faithful: [
      "這是達美樂披薩的外帶優惠券。",
      "來店外帶可以換一個九吋小披薩。",
      "只要新台幣二百一十元起。",
      "評價4.4分，共570則評論。",
    ],
    errors: [
      ["wrong-number", "來店外帶可以換一個十二吋披薩。"],
      ["wrong-price", "只要新台幣一百九十元。"],
      ["wrong-rating", "評價4.9分。"],
      ["green-claim", "使用天然成分製作。"],
    ],
  },
  // Theatre ticket (zh-Hant): 960 TWD, 3/19-3/21, one single ticket, 4.8 (64).
  {
    page: "gomaji-2.html.gz",
    language: "zh",
    faithful: [
      "果陀劇場在台北演出《最後14堂星期二的課》。",
      "每張券含單人票一張。",
      "只要960元起。",
      "觀眾評分4.8分。",
    ],
    errors: [
      ["wrong-price", "只要860元起。"],
      ["wrong-rating", "觀眾評分4.2分。"],
      ["superlative", "這是全台最受歡迎的舞台劇。"],
    ],
  },
  // UNIFLAME carrying sink 660416 (zh-Hant): 2320 TWD, stainless steel, cutting board included,
  // can be heated directly.
  {
    page: "pchome-pcstore-2.html.gz",
    language: "zh",
    faithful: [
      "UNIFLAME可提式多功能碗籃組，型號660416。",
      "採用不鏽鋼製成。",
      "附砧板，切菜切肉都方便。",
      "可以直接加熱。",
      "直購價新台幣2,320元。",
    ],
    errors: [
      ["invented-origin", "日本製造。"],
      ["wrong-price", "直購價新台幣2,230元。"],
      ["invented-material", "籃子是竹製的。"],
      ["wrong-number", "型號660461。"],
    ],
  },
  // ZARA flat over-the-knee boots (en-BE): 69.95 EUR, heel 4.5 cm / 1.7", black, elastic upper,
  // track sole, AIRFIT latex foam insole.
  {
    page: "zara-2.html.gz",
    language: "it",
    faithful: [
      "Stivali sopra il ginocchio neri di ZARA, con suola carrarmato.",
      "La tomaia è elastica.",
      "La soletta AIRFIT® in schiuma di lattice è pensata per un comfort maggiore.",
      "Il tacco è alto quattro centimetri e mezzo.",
      "Costano 69,95 euro.",
    ],
    errors: [
      ["swapped-unit", "Il tacco è alto quattro pollici e mezzo."],
      ["invented-material", "La tomaia è in pelle."],
      ["invented-origin", "Sono prodotti in Italia."],
      ["green-claim", "Sono stivali a impatto zero."],
    ],
  },
  {
    page: "zara-2.html.gz",
    language: "de",
    faithful: [
      "Diese flachen Overknee-Stiefel von ZARA sind schwarz.",
      "Der Schaft ist elastisch.",
      "Die Absatzhöhe beträgt 4,5 cm, also etwa 1,7 Zoll.",
      "Sie kosten 69,95 Euro.",
    ],
    errors: [
      ["wrong-number", "Die Absatzhöhe beträgt 6,5 cm."],
      ["wrong-price", "Sie kosten 79,95 Euro."],
      ["green-claim", "Die Stiefel sind vegan."],
      ["invented-certification", "Das Futter ist nach OEKO-TEX Standard 100 zertifiziert."],
    ],
  },
  // adidas TERREX ADILETTE slides (en-IE): 49.10 EUR, 4.5 of 5 (25), core black / footwear
  // white, free delivery over 24.90 EUR.
  {
    page: "zalando-3.html.gz",
    language: "fr",
    faithful: [
      "Voici les claquettes TERREX ADILETTE d'adidas Performance.",
      "Coloris noir et blanc.",
      "Elles sont notées 4,5 sur 5 par vingt-cinq clients.",
      "Leur prix : 49,10 euros.",
      "La livraison est offerte dès 24,90 euros d'achat.",
    ],
    errors: [
      ["wrong-rating", "Elles sont notées 4,8 sur 5."],
      ["wrong-price", "Leur prix : 41,90 euros."],
      ["superlative", "Ce sont les claquettes les plus confortables du marché."],
      ["green-claim", "Elles sont fabriquées à partir de matériaux recyclés."],
    ],
  },
  // Upholstered wall panel (pl): 32 PLN, 60 x 30 cm, dark blue, MDF, 36 mm thick, 0.18 m² per
  // box, glue or hook-and-loop, 5 of 5 (5).
  {
    page: "leroymerlin-2.html.gz",
    language: "de",
    faithful: [
      "Dieses gepolsterte Wandpaneel in Dunkelblau misst 60 x 30 cm.",
      "Es ist 36 Millimeter dick.",
      "Der Träger besteht aus MDF.",
      "Ein Karton reicht für 0,18 Quadratmeter.",
      "Es kostet 32 Złoty.",
    ],
    errors: [
      ["swapped-unit", "Es ist 36 Zentimeter dick."],
      ["wrong-number", "Dieses Wandpaneel misst 60 x 40 cm."],
      ["invented-certification", "Das Paneel ist FSC-zertifiziert."],
      ["green-claim", "Es ist nachhaltig produziert."],
      ["invented-origin", "Hergestellt in Deutschland."],
    ],
  },
  // Assassin's Creed Valhalla Limited Edition (en-GB): 51.99 GBP, PS5, includes the game, the
  // Berserker Settlement Pack, the Hati Wolf Mount and a set of runes.
  {
    page: "amazon-4.html.gz",
    language: "en",
    faithful: [
      "Assassin's Creed Valhalla Limited Edition for PS5 is here.",
      "You play Eivor, a fierce Viking warrior.",
      "Alongside the game, you get the Berserker Settlement Pack, the Hati Wolf Mount and a set of runes.",
      "It's £51.99, exclusive to Amazon.",
    ],
    errors: [
      ["invented-compatibility", "It also plays on Xbox Series X."],
      ["invented-included-item", "A steelbook case is included."],
      ["wrong-price", "It's £59.99."],
    ],
  },
  // Vegetable Perfection (en-GB): 4.45 GBP, 100 recipes, hardcover, 176 pages, 21.59 x 2.03 x
  // 25.4 cm, Ryland Peters & Small, April 2016.
  {
    page: "amazon-21.html.gz",
    language: "en",
    faithful: [
      "Vegetable Perfection by Mat Follas gives you 100 delicious recipes for roots, bulbs, shoots and stems.",
      "It's a hardcover of 176 pages.",
      "It measures about 8.5 by 10 inches.",
      "It was published by Ryland Peters & Small in April 2016.",
      "It costs just £4.45.",
    ],
    errors: [
      ["wrong-number", "It gives you 150 delicious recipes."],
      ["swapped-unit", "It measures about 8.5 by 10 centimetres."],
      ["superlative", "It's the best-selling vegetable cookbook of the year."],
    ],
  },
];

/**
 * A second held-out tranche, written after the fixes that the first one led to (decision 130)
 * and never used to change a rule: the honest "after" figure for scripts the rules have not seen.
 */
export const HOLDOUT_FRESH_SET: EvalScript[] = [
  // Mustang lace-up ankle boots (en-IE): 70.50 EUR, graphite, 4.8 of 5 (13), free delivery over 24.90 EUR.
  {
    page: "zalando-7.html.gz",
    language: "de",
    faithful: [
      "Das sind die Schnürstiefeletten von Mustang in Graphit.",
      "Kundinnen geben ihnen 4,8 von 5 Sternen.",
      "Sie kosten 70,50 Euro.",
      "Ab 24,90 Euro Bestellwert ist die Lieferung kostenlos.",
    ],
    errors: [
      ["wrong-price", "Sie kosten 75,50 Euro."],
      ["wrong-rating", "Kundinnen geben ihnen 4,2 von 5 Sternen."],
      ["invented-material", "Das Obermaterial ist aus Wildleder."],
      ["invented-origin", "Hergestellt in Portugal."],
    ],
  },
  // Maternity wrap dress (de-AT): 29.99 EUR, 4.5 of 5 (44).
  {
    page: "tchibo-eduscho-2.html.gz",
    language: "en",
    faithful: [
      "This maternity dress has a flattering wrap look.",
      "It gives a wonderfully feminine silhouette.",
      "It's rated 4.5 out of 5 by 44 customers.",
      "It costs €29.99.",
    ],
    errors: [
      ["wrong-number", "It's rated 4.5 out of 5 by 144 customers."],
      ["invented-material", "It's made from soft organic cotton."],
      ["green-claim", "It's produced in a climate-neutral way."],
      ["invented-certification", "The fabric is OEKO-TEX certified."],
    ],
  },
  // Eloísa single bed (es-CL): 229,990 CLP, 1.5 plazas, 200 x 105 cm, set of 2 drawers.
  {
    page: "paris-cl-1.html.gz",
    language: "es",
    faithful: [
      "La cama Eloísa de CIC es de plaza y media.",
      "Mide dos metros de largo y un metro cinco de ancho.",
      "Incluye un set de dos cajones.",
      "Cuesta 229.990 pesos chilenos.",
    ],
    errors: [
      ["wrong-number", "Incluye un set de cuatro cajones."],
      ["swapped-unit", "Mide 200 pulgadas de largo."],
      ["wrong-price", "Cuesta 249.990 pesos chilenos."],
      ["superlative", "Es la cama más vendida de Chile."],
    ],
  },
  // BST IBIZA LED8-Mini (it): 88 EUR, 2 bars with 4 CREE LED projectors each, 3 W each.
  {
    page: "strumentimusicali-2.html.gz",
    language: "it",
    faithful: [
      "L'IBIZA LED8-Mini di BST è un effetto spider compatto.",
      "Ha due barre con quattro proiettori ciascuna.",
      "Ogni LED CREE ha una potenza di tre watt.",
      "Costa ottantotto euro.",
    ],
    errors: [
      ["wrong-number", "Ogni LED CREE ha una potenza di cinque watt."],
      ["invented-compatibility", "Si controlla dall'app per iPhone e Android."],
      ["superlative", "È l'effetto luce più potente sul mercato."],
    ],
  },
  // TERTIO chair cover (fr): 36.99 EUR, cotton, taupe, 4 of 5 (5).
  {
    page: "3suisses-1.html.gz",
    language: "fr",
    faithful: [
      "Cette housse de chaise TERTIO® est en coton, coloris taupe.",
      "Elle est notée 4 sur 5.",
      "Elle coûte 36,99 €.",
    ],
    errors: [
      ["wrong-price", "Elle coûte 39,99 €."],
      ["invented-material", "Elle est en lin lavé."],
      ["green-claim", "Elle est éco-conçue."],
      ["invented-origin", "Elle est fabriquée au Portugal."],
    ],
  },
  // The Whole Truth, Kindle edition (en-US): 10.99 USD, 5482 KB, April 22, 2008, Grand Central Publishing.
  {
    page: "amazon-22.html.gz",
    language: "en",
    faithful: [
      "The Whole Truth is the first A. Shaw book by David Baldacci.",
      "This Kindle edition came out on April 22, 2008, from Grand Central Publishing.",
      "The file is about five and a half megabytes.",
      "Text-to-speech is enabled.",
      "It costs ten dollars and ninety-nine cents.",
    ],
    errors: [
      ["wrong-price", "It costs twelve dollars and ninety-nine cents."],
      ["swapped-unit", "The file is about five and a half gigabytes."],
      ["invented-included-item", "An audiobook narration is included."],
      ["superlative", "It's Baldacci's best-selling thriller."],
    ],
  },
  // Montreux Fabrics Rain Blocks (en): 12.50 GBP, 150 cm wide, 95 % viscose 5 % elastane, washable at 30 °C.
  {
    page: "johnlewis-4.html.gz",
    language: "pt",
    faithful: [
      "Este tecido Rain Blocks da Montreux Fabrics é azul, com estampa geométrica.",
      "Tem um metro e meio de largura.",
      "É composto por noventa e cinco por cento de viscose.",
      "Pode ser lavado na máquina a trinta graus.",
      "Custa doze libras e cinquenta.",
    ],
    errors: [
      ["wrong-number", "Tem dois metros de largura."],
      ["invented-material", "É cem por cento algodão."],
      ["green-claim", "É um tecido sustentável."],
    ],
  },
  // Duprey 4-light lantern pendant (en): 98.99 USD, metal, 4 bulbs not included, adjustable chain,
  // dimmable, 4.5 of 5 (8108).
  {
    page: "jossandmain-1.html.gz",
    language: "ja",
    faithful: [
      "Dupreyは4灯のランタン型ペンダントライトです。",
      "金属製で、チェーンの長さを調節できます。",
      "電球4個は付属していません。",
      "評価は5点満点中4.5点です。",
      "価格は98.99ドルです。",
    ],
    errors: [
      ["wrong-number", "6灯のペンダントライトです。"],
      ["wrong-price", "価格は89.99ドルです。"],
      ["invented-material", "シェードはガラス製です。"],
      ["green-claim", "環境に配慮した素材を使っています。"],
    ],
  },
  // Jerky pick-any-10 (zh-TW): 99 TWD, choose 10 packs, 24-hour home delivery island-wide.
  {
    page: "i3fresh-2.html.gz",
    language: "zh",
    faithful: ["招牌肉乾自由選，任選十包。", "價格新台幣99元。", "全台24小時宅配到府。"],
    errors: [
      ["wrong-number", "任選二十包。"],
      ["wrong-price", "價格新台幣199元。"],
      ["green-claim", "使用天然有機食材。"],
    ],
  },
];
