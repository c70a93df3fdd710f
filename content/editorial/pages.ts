/** Site pages: home, shop intro, about (+ quality), contact and the shipping policy. */
import type { EditorialDoc } from "../../app/services/content/types";
import { editorial } from "./doc";
import { bullets, h2, h3, numbers, p, quote } from "./pt";

const home = editorial({
  id: "page-home",
  type: "page",
  date: "2025-01-06T14:00:00.000Z",
  title: {
    en: "Industrial controls for panel builders, shipped from Pittsburgh",
    es: "Controles industriales para armadores de tableros, con envío desde Pittsburgh",
  },
  slug: { en: "", es: "" },
  excerpt: {
    en: "Push buttons, contactors, circuit protection, terminal blocks, enclosures and wire duct, in stock and priced for your account.",
    es: "Pulsadores, contactores, protección de circuitos, bloques de terminales, gabinetes y canaleta, en existencia y con los precios de su cuenta.",
  },
  seo: {
    en: "VoltShop Industrial sells push buttons, pilot lights, contactors, motor protection, terminal blocks, enclosures and wire duct to control panel builders across the US and abroad.",
    es: "VoltShop Industrial vende pulsadores, pilotos, contactores, guardamotores, bloques de terminales, gabinetes y canaleta a fabricantes de tableros en EE. UU. y el extranjero.",
  },
  body: {
    en: [
      p(
        "Welcome to VoltShop Industrial. We stock the components that go into a control panel — from the operator devices on the door to the contactors, breakers and terminals on the back plate — and we ship most orders the same business day from our warehouse in Pittsburgh, Pennsylvania.",
      ),
      h2("Why engineers order from us"),
      bullets(
        "**Real stock, real lead times.** Every product page shows what ships today and what ships in ten business days, before you order.",
        "**Your price, not a list price.** Sign in and the catalogue shows your account's price list; distributors see their stocking discounts on every series.",
        "**Free ground shipping from $49** to the lower 48 states, with handling waived on the same orders. See the [shipping policy](page-shipping-policy) for the details.",
        "**Answers from people who wire panels.** Our inside sales team can cross-reference a competitor part number or check a rating before you commit.",
      ),
      h2("Start with what you are building"),
      p(
        "Browse the [shop](page-shop) by family, or go straight to [22mm NEMA push buttons](category-22mm-nema-push-buttons), [IEC contactors and control relays](category-contactors-control-relays), [motor protection circuit breakers](category-motor-protection-circuit-breakers) or [NEMA 4X enclosures](category-enclosures).",
      ),
      p(
        "Not sure which rating you need? Our articles cover the questions we hear most often, such as [choosing a contactor by its AC-3 rating](article-choosing-a-contactor) and [picking an enclosure rating for washdown areas](article-selecting-enclosure-ratings).",
      ),
      quote("“We stopped keeping a shelf of spares for the common parts. VoltShop gets them to us the next morning.” — Allegheny Panel Works"),
    ],
    es: [
      p(
        "Bienvenido a VoltShop Industrial. Tenemos en existencia los componentes que lleva un tablero de control —desde los dispositivos de mando en la puerta hasta los contactores, interruptores y bornes en la placa de montaje— y despachamos la mayoría de los pedidos el mismo día hábil desde nuestro almacén en Pittsburgh, Pensilvania.",
      ),
      h2("Por qué nos eligen los ingenieros"),
      bullets(
        "**Existencias reales y plazos claros.** Cada ficha de producto indica qué sale hoy y qué sale en diez días hábiles, antes de que haga su pedido.",
        "**Su precio, no el de lista.** Al iniciar sesión, el catálogo muestra la lista de precios de su cuenta; los distribuidores ven sus descuentos en cada serie.",
        "**Envío terrestre gratis desde US$49** a los 48 estados contiguos, sin cargo de manejo en esos pedidos. Consulte los detalles en la [política de envíos](page-shipping-policy).",
        "**Respuestas de gente que arma tableros.** Nuestro equipo de ventas puede buscar la equivalencia de un número de parte de otra marca o confirmar una especificación antes de que compre.",
      ),
      h2("Empiece por lo que está construyendo"),
      p(
        "Recorra la [tienda](page-shop) por familia, o vaya directo a [pulsadores NEMA de 22 mm](category-22mm-nema-push-buttons), [contactores y relés de control IEC](category-contactors-control-relays), [guardamotores](category-motor-protection-circuit-breakers) o [gabinetes NEMA 4X](category-enclosures).",
      ),
      p(
        "¿No sabe qué especificación necesita? Nuestros artículos responden las preguntas más frecuentes, como [elegir un contactor por su categoría AC-3](article-choosing-a-contactor) o [elegir la clasificación de un gabinete para zonas de lavado](article-selecting-enclosure-ratings).",
      ),
      quote("«Dejamos de tener un estante de repuestos para las piezas comunes. VoltShop nos las entrega a la mañana siguiente». — Allegheny Panel Works"),
    ],
  },
});

const shop = editorial({
  id: "page-shop",
  type: "page",
  date: "2025-01-06T14:10:00.000Z",
  title: { en: "Shop industrial controls", es: "Tienda de controles industriales" },
  slug: { en: "shop", es: "tienda" },
  excerpt: {
    en: "Eight product families, more than 1,200 part numbers, one cart. Prices shown are for your account.",
    es: "Ocho familias de productos, más de 1200 números de parte y un solo carrito. Los precios corresponden a su cuenta.",
  },
  body: {
    en: [
      p(
        "Everything in the shop is a stocked part number with a published list price. Signed-in customers see their own price list; everyone else sees our standard OEM pricing. Quantities for wire duct step by the carton, and every other product can be ordered one at a time.",
      ),
      h2("Product families"),
      bullets(
        "[Push buttons](category-push-buttons), [selector switches](category-22mm-selector-switches) and [emergency stops](category-22mm-emergency-stops) in 22 mm and 30 mm.",
        "[Pilot lights](category-pilot-lights) from 13 mm indicators to modular [tower lights](category-world-tower-lights).",
        "[Control stations](category-control-stations) in polycarbonate, die-cast aluminum and 304 stainless steel.",
        "[Contactors and relays](category-contactors-relays): IEC contactors, definite purpose contactors, overload relays, plug-in and timing relays, and enclosed starters.",
        "[Circuit protection](category-circuit-protection): motor protection circuit breakers, miniature breakers, disconnect and cam switches.",
        "[Terminal blocks](category-terminal-blocks), [wire duct](category-wire-duct) and [legend plates](category-legend-plates) for a tidy, well-marked panel.",
        "[Enclosures](category-enclosures) rated NEMA 12, NEMA 4 and NEMA 4X.",
      ),
      h2("Before you check out"),
      p(
        "Orders of $49 or more ship ground free to the lower 48 states. Oversize items such as wire duct and large enclosures are shipped by the box and priced by zone; the cart shows the charge before you pay. Read the [shipping policy](page-shipping-policy) for air, collect and international orders.",
      ),
    ],
    es: [
      p(
        "Todo lo que ve en la tienda es un número de parte en existencia con precio de lista publicado. Los clientes con sesión iniciada ven su propia lista de precios; los demás ven nuestros precios OEM estándar. La canaleta se vende por caja completa y el resto de los productos se puede pedir por unidad.",
      ),
      h2("Familias de productos"),
      bullets(
        "[Pulsadores](category-push-buttons), [selectores](category-22mm-selector-switches) y [paros de emergencia](category-22mm-emergency-stops) de 22 mm y 30 mm.",
        "[Pilotos luminosos](category-pilot-lights), desde indicadores de 13 mm hasta [torres de señalización](category-world-tower-lights) modulares.",
        "[Estaciones de control](category-control-stations) de policarbonato, aluminio fundido y acero inoxidable 304.",
        "[Contactores y relés](category-contactors-relays): contactores IEC, contactores de propósito definido, relés de sobrecarga, relés enchufables y temporizadores, y arrancadores en gabinete.",
        "[Protección de circuitos](category-circuit-protection): guardamotores, interruptores termomagnéticos miniatura, seccionadores e interruptores de levas.",
        "[Bloques de terminales](category-terminal-blocks), [canaleta ranurada](category-wire-duct) y [placas de leyenda](category-legend-plates) para un tablero ordenado y bien identificado.",
        "[Gabinetes](category-enclosures) NEMA 12, NEMA 4 y NEMA 4X.",
      ),
      h2("Antes de pagar"),
      p(
        "Los pedidos de US$49 o más viajan por vía terrestre sin costo a los 48 estados contiguos. Los artículos voluminosos, como la canaleta y los gabinetes grandes, se envían por caja con tarifa según la zona; el carrito muestra el cargo antes de pagar. Consulte la [política de envíos](page-shipping-policy) para pedidos aéreos, por cobrar e internacionales.",
      ),
    ],
  },
});

const about = editorial({
  id: "page-about",
  type: "page",
  date: "2025-01-06T14:20:00.000Z",
  title: { en: "About VoltShop Industrial", es: "Acerca de VoltShop Industrial" },
  slug: { en: "about", es: "acerca-de" },
  excerpt: {
    en: "A Pittsburgh distributor of control components, serving panel shops, OEMs and plant maintenance teams since 1994.",
    es: "Distribuidor de componentes de control en Pittsburgh, al servicio de talleres de tableros, fabricantes de equipo y equipos de mantenimiento desde 1994.",
  },
  body: {
    en: [
      p(
        "VoltShop Industrial started in 1994 as a counter in the Strip District selling contactors and push buttons to the steel mills and machine builders along the Monongahela. The mills are fewer now, but the customers are the same kind of people: engineers and electricians who need the right part, with the right rating, the next morning.",
      ),
      h2("What we do"),
      p(
        "We stock a focused line of control and protection components — operators, pilot lights, contactors, relays, motor protection, terminal blocks, enclosures and wire duct — rather than everything under the sun. A narrow line lets us keep deep inventory on the part numbers panel builders actually use.",
      ),
      bullets(
        "More than 1,200 stocked part numbers across eight families.",
        "Same-day shipping on in-stock orders placed by 3:00 p.m. Eastern.",
        "Price lists for OEMs, stocking distributors and resellers, and key accounts.",
        "Inside sales and application support in English and Spanish.",
      ),
      h2("Who we work with"),
      p(
        "Our customers build and maintain equipment for [water and wastewater](industry-water-wastewater), [food and beverage](industry-food-beverage), [oil and gas](industry-oil-gas) and [material handling and packaging](industry-material-handling-packaging). Many are small UL 508A panel shops; others are maintenance departments that keep a single plant running.",
      ),
      h2("How we check what we sell"),
      p(
        "Every series we carry is listed or recognized for the North American market and marked for Europe. Our [quality page](page-about-quality) explains how we inspect incoming stock and trace lots.",
      ),
    ],
    es: [
      p(
        "VoltShop Industrial comenzó en 1994 como un mostrador en el Strip District de Pittsburgh, vendiendo contactores y pulsadores a las acerías y a los fabricantes de maquinaria a orillas del río Monongahela. Hoy hay menos acerías, pero los clientes siguen siendo los mismos: ingenieros y electricistas que necesitan la pieza correcta, con la especificación correcta, a la mañana siguiente.",
      ),
      h2("Qué hacemos"),
      p(
        "Mantenemos una línea enfocada de componentes de control y protección —dispositivos de mando, pilotos, contactores, relés, guardamotores, bloques de terminales, gabinetes y canaleta— en lugar de venderlo todo. Una línea acotada nos permite tener inventario profundo de los números de parte que los armadores de tableros realmente usan.",
      ),
      bullets(
        "Más de 1200 números de parte en existencia, en ocho familias.",
        "Envío el mismo día para pedidos con existencia hechos antes de las 3:00 p. m., hora del Este.",
        "Listas de precios para fabricantes de equipo (OEM), distribuidores con inventario, revendedores y cuentas clave.",
        "Ventas internas y soporte de aplicación en inglés y en español.",
      ),
      h2("Con quién trabajamos"),
      p(
        "Nuestros clientes construyen y mantienen equipos para [agua y aguas residuales](industry-water-wastewater), [alimentos y bebidas](industry-food-beverage), [petróleo y gas](industry-oil-gas) y [manejo de materiales y empaque](industry-material-handling-packaging). Muchos son pequeños talleres de tableros UL 508A; otros son departamentos de mantenimiento que mantienen en marcha una sola planta.",
      ),
      h2("Cómo verificamos lo que vendemos"),
      p(
        "Todas las series que ofrecemos están listadas o reconocidas para el mercado norteamericano y marcadas para Europa. En nuestra [página de calidad](page-about-quality) explicamos cómo inspeccionamos el material que recibimos y cómo rastreamos los lotes.",
      ),
    ],
  },
});

const quality = editorial({
  id: "page-about-quality",
  type: "page",
  date: "2025-01-06T14:30:00.000Z",
  title: { en: "Quality and traceability", es: "Calidad y trazabilidad" },
  slug: { en: "about/quality", es: "acerca-de/calidad" },
  excerpt: {
    en: "How we qualify suppliers, inspect incoming stock and trace every lot we ship.",
    es: "Cómo calificamos a los proveedores, inspeccionamos el material que llega y rastreamos cada lote que enviamos.",
  },
  body: {
    en: [
      p(
        "A panel is only as good as its weakest component, and a counterfeit overload relay can sit unnoticed for years until the day it fails to trip. We buy only from qualified manufacturers and keep the paperwork to prove it.",
      ),
      h2("Supplier qualification"),
      bullets(
        "Every series carries UL or CSA certification for North America and CE marking for Europe; we keep current certificates on file.",
        "New suppliers are audited before their first purchase order and re-evaluated every year on delivery, defect rate and documentation.",
        "We never buy from brokers or the open market to fill a shortage.",
      ),
      h2("Receiving inspection"),
      numbers(
        "Packaging, labels and date codes are checked against the manufacturer's purchase order.",
        "A sample of each lot is inspected for markings, dimensions and, for contactors and relays, coil resistance.",
        "Lots that fail are quarantined and returned; they never reach a pick location.",
      ),
      h2("Traceability"),
      p(
        "Each shipment records the manufacturer lot of every line. If a manufacturer issues a notice, we can tell you within a day which of your orders contained the affected lot.",
      ),
      h2("If something is wrong"),
      p("Report a defect through the [warranty and returns](resource-warranty-and-returns) process. We replace the part first and investigate afterwards."),
    ],
    es: [
      p(
        "Un tablero es tan confiable como su componente más débil, y un relé de sobrecarga falsificado puede pasar años inadvertido hasta el día en que no dispara. Solo compramos a fabricantes calificados y conservamos la documentación que lo demuestra.",
      ),
      h2("Calificación de proveedores"),
      bullets(
        "Todas las series cuentan con certificación UL o CSA para Norteamérica y marcado CE para Europa; tenemos los certificados vigentes en archivo.",
        "Los proveedores nuevos se auditan antes de su primera orden de compra y se reevalúan cada año según entregas, tasa de defectos y documentación.",
        "Nunca compramos a intermediarios ni en el mercado abierto para cubrir un faltante.",
      ),
      h2("Inspección de recepción"),
      numbers(
        "Se revisan el empaque, las etiquetas y los códigos de fecha contra la orden de compra al fabricante.",
        "Se inspecciona una muestra de cada lote: marcas, dimensiones y, en contactores y relés, la resistencia de la bobina.",
        "Los lotes rechazados se ponen en cuarentena y se devuelven; nunca llegan a una ubicación de surtido.",
      ),
      h2("Trazabilidad"),
      p(
        "Cada envío registra el lote del fabricante de cada partida. Si un fabricante emite un aviso, en menos de un día podemos decirle cuáles de sus pedidos incluyeron el lote afectado.",
      ),
      h2("Si algo sale mal"),
      p(
        "Reporte el defecto mediante el proceso de [garantía y devoluciones](resource-warranty-and-returns). Primero reponemos la pieza y después investigamos.",
      ),
    ],
  },
});

const contact = editorial({
  id: "page-contact",
  type: "page",
  date: "2025-01-06T14:40:00.000Z",
  title: { en: "Contact us", es: "Contáctenos" },
  slug: { en: "contact", es: "contacto" },
  excerpt: {
    en: "Call, write or visit our Pittsburgh warehouse. Inside sales answers in English and Spanish.",
    es: "Llame, escriba o visite nuestro almacén en Pittsburgh. Ventas internas atiende en inglés y en español.",
  },
  body: {
    en: [
      h2("Sales and order support"),
      bullets(
        "Phone: [+1 412-555-0100](tel:+14125550100)",
        "E-mail: [sales@voltshop-industrial.example](mailto:sales@voltshop-industrial.example)",
        "Hours: Monday to Friday, 7:30 a.m. to 5:00 p.m. Eastern time. Orders placed online after 3:00 p.m. ship the next business day.",
      ),
      h2("Warehouse and will-call"),
      p("VoltShop Industrial, Inc., 3400 Smallman Street, Pittsburgh, PA 15201, United States."),
      p(
        "Will-call pickup is available from 8:00 a.m. to 4:30 p.m. on business days. Place the order online, choose any carrier, and mention pickup in the order notes; we call you when it is ready.",
      ),
      h2("Technical questions"),
      p(
        "Send us the competitor part number or the nameplate data and we will suggest an equivalent. Our [cross-reference guide](resource-cross-reference-guide) explains what to include so we can answer on the first reply.",
      ),
      h2("Returns"),
      p("Please read [warranty and returns](resource-warranty-and-returns) before sending anything back; every return needs an authorization number."),
    ],
    es: [
      h2("Ventas y soporte de pedidos"),
      bullets(
        "Teléfono: [+1 412-555-0100](tel:+14125550100)",
        "Correo electrónico: [sales@voltshop-industrial.example](mailto:sales@voltshop-industrial.example)",
        "Horario: lunes a viernes, de 7:30 a. m. a 5:00 p. m., hora del Este. Los pedidos en línea hechos después de las 3:00 p. m. se envían el siguiente día hábil.",
      ),
      h2("Almacén y recolección en sitio"),
      p("VoltShop Industrial, Inc., 3400 Smallman Street, Pittsburgh, PA 15201, Estados Unidos."),
      p(
        "Puede recoger su pedido en días hábiles de 8:00 a. m. a 4:30 p. m. Haga el pedido en línea, elija cualquier transportista e indique en las notas que pasará a recogerlo; le llamamos cuando esté listo.",
      ),
      h2("Consultas técnicas"),
      p(
        "Envíenos el número de parte de la otra marca o los datos de placa y le sugerimos un equivalente. Nuestra [guía de referencias cruzadas](resource-cross-reference-guide) explica qué datos incluir para responderle desde el primer mensaje.",
      ),
      h2("Devoluciones"),
      p("Lea [garantía y devoluciones](resource-warranty-and-returns) antes de enviarnos algo de vuelta; toda devolución necesita un número de autorización."),
    ],
  },
});

const shippingPolicy = editorial({
  id: "page-shipping-policy",
  type: "page",
  date: "2025-01-06T14:50:00.000Z",
  title: { en: "Shipping policy", es: "Política de envíos" },
  slug: { en: "help/shipping", es: "ayuda/envios" },
  excerpt: {
    en: "Zones from Pittsburgh, free ground from $49, air, collect and international orders.",
    es: "Zonas desde Pittsburgh, envío terrestre gratis desde US$49, pedidos aéreos, por cobrar e internacionales.",
  },
  body: {
    en: [
      p("All orders ship from our warehouse in Pittsburgh, Pennsylvania. In-stock orders placed by 3:00 p.m. Eastern on a business day leave the same day."),
      h2("Shipping zones"),
      p(
        "Rates depend on the distance from Pittsburgh, expressed as a carrier zone from 2 (western Pennsylvania, Ohio, West Virginia) to 8 (the West Coast). We work out the zone from the first three digits of the destination ZIP code; you do not need to look it up.",
      ),
      h2("Ground shipping"),
      bullets(
        "**Free ground shipping** when your order subtotal is $49 or more, to any address in the lower 48 states. Some accounts have their own free-shipping threshold; the cart always applies the right one.",
        "A few heavy items — the largest enclosures, 75 A and 90 A definite purpose contactors, 10 HP starters and 100 A fusible disconnects — do not count toward the free-shipping threshold.",
        "Below $49, ground is charged by order value and a **handling fee** applies ($10 in the US, $25 for international orders).",
        "Wire duct and large enclosures are oversize: they ship by the box and carry a per-zone charge shown in the cart.",
      ),
      h2("Air shipping"),
      p(
        "Second-day and overnight air are priced in the cart for orders under $500. From $500, air freight is **quoted after the order** (shown as “TBD”) so that we can pick the cheapest service for the weight; we confirm the charge before the order ships.",
      ),
      h3("Alaska and Hawaii"),
      p("Ground service is not offered to Alaska or Hawaii. Orders to those states ship second-day air automatically."),
      h2("Collect shipping on your own account"),
      p(
        "You can ship UPS or DHL collect, billed to your own carrier account. Enter your shipper account number at checkout — we cannot release a collect shipment without it. We charge no freight on collect orders.",
      ),
      h2("International orders"),
      p(
        "We ship worldwide with FedEx International. International freight is **quoted after the order is placed**, once the order is packed and weighed; we e-mail the quote for approval before shipping. Duties and import taxes are paid by the recipient. Customers on credit terms pay a $40 international documentation fee per order.",
      ),
      h2("Lead times"),
      p(
        "Most part numbers ship from stock. Items marked “ships in 10 business days” — such as 5-tier tower lights and the largest enclosures and disconnects — are built or shipped to order; the cart shows this before you pay.",
      ),
      p("Questions about a shipment? [Contact us](page-contact) with your order number."),
    ],
    es: [
      p(
        "Todos los pedidos salen de nuestro almacén en Pittsburgh, Pensilvania. Los pedidos con existencia hechos antes de las 3:00 p. m., hora del Este, de un día hábil se despachan ese mismo día.",
      ),
      h2("Zonas de envío"),
      p(
        "Las tarifas dependen de la distancia desde Pittsburgh, expresada como una zona del transportista: de la 2 (oeste de Pensilvania, Ohio, Virginia Occidental) a la 8 (la costa oeste). Calculamos la zona a partir de los tres primeros dígitos del código postal de destino; usted no tiene que buscarla.",
      ),
      h2("Envío terrestre"),
      bullets(
        "**Envío terrestre gratis** cuando el subtotal del pedido es de US$49 o más, a cualquier dirección de los 48 estados contiguos. Algunas cuentas tienen su propio monto mínimo para envío gratis; el carrito siempre aplica el que corresponde.",
        "Algunos artículos pesados —los gabinetes más grandes, los contactores de propósito definido de 75 A y 90 A, los arrancadores de 10 HP y los seccionadores con fusibles de 100 A— no cuentan para el mínimo de envío gratis.",
        "Por debajo de US$49, el envío terrestre se cobra según el valor del pedido y se aplica un **cargo de manejo** (US$10 en EE. UU., US$25 en pedidos internacionales).",
        "La canaleta y los gabinetes grandes son voluminosos: se envían por caja con un cargo según la zona que el carrito muestra.",
      ),
      h2("Envío aéreo"),
      p(
        "El envío aéreo de segundo día y de día siguiente se calcula en el carrito para pedidos menores de US$500. A partir de US$500, el flete aéreo **se cotiza después del pedido** (aparece como «Por definir») para elegir el servicio más económico según el peso; confirmamos el cargo antes de despachar.",
      ),
      h3("Alaska y Hawái"),
      p("No ofrecemos envío terrestre a Alaska ni a Hawái. Los pedidos a esos estados se envían automáticamente por vía aérea de segundo día."),
      h2("Envío por cobrar con su propia cuenta"),
      p(
        "Puede enviar por UPS o DHL por cobrar, con cargo a su propia cuenta del transportista. Ingrese su número de cuenta al pagar: sin él no podemos liberar un envío por cobrar. No cobramos flete en los pedidos por cobrar.",
      ),
      h2("Pedidos internacionales"),
      p(
        "Enviamos a todo el mundo con FedEx International. El flete internacional **se cotiza después de hacer el pedido**, una vez empacado y pesado; le enviamos la cotización por correo para su aprobación antes del despacho. Los aranceles e impuestos de importación corren por cuenta del destinatario. Los clientes con crédito pagan un cargo de documentación internacional de US$40 por pedido.",
      ),
      h2("Plazos de entrega"),
      p(
        "La mayoría de los números de parte se envían desde existencias. Los artículos marcados «se envía en 10 días hábiles» —como las torres de señalización de 5 niveles y los gabinetes y seccionadores más grandes— se fabrican o se envían bajo pedido; el carrito lo indica antes de pagar.",
      ),
      p("¿Dudas sobre un envío? [Contáctenos](page-contact) con su número de pedido."),
    ],
  },
});

export function pages(): EditorialDoc[] {
  return [home, shop, about, quality, contact, shippingPolicy];
}
