/** Customer testimonials (fictional customers, real kinds of projects). */
import type { EditorialDoc } from "../../app/services/content/types";
import { editorial } from "./doc";
import { h2, p, quote } from "./pt";

const alleghenyPanelWorks = editorial({
  id: "testimonial-allegheny-panel-works",
  type: "testimonial",
  date: "2025-02-10T15:00:00.000Z",
  author: "Dana Kowalski",
  company: "Allegheny Panel Works",
  title: { en: "Next-morning parts for a busy UL 508A shop", es: "Piezas a la mañana siguiente para un taller UL 508A con mucho trabajo" },
  slug: { en: "allegheny-panel-works", es: "allegheny-panel-works-taller-de-tableros" },
  excerpt: {
    en: "“We stopped keeping a shelf of spares for the common parts.” — Dana Kowalski, Allegheny Panel Works",
    es: "«Dejamos de tener un estante de repuestos para las piezas comunes». — Dana Kowalski, Allegheny Panel Works",
  },
  body: {
    en: [
      quote(
        "“We stopped keeping a shelf of spares for the common parts. VoltShop gets them to us the next morning, and the price on the website is the price on the invoice.”",
      ),
      h2("The shop"),
      p(
        "Allegheny Panel Works builds about 300 UL 508A control panels a year in McKees Rocks, Pennsylvania, mostly for conveyor and process-skid OEMs. Dana Kowalski runs purchasing and production scheduling.",
      ),
      h2("What changed"),
      p(
        "The shop used to carry roughly $60,000 of contactors, breakers and terminal blocks to protect build schedules. By ordering [IEC contactors](category-contactors-control-relays), [motor protection circuit breakers](category-motor-protection-circuit-breakers) and [push-in terminal blocks](category-iec-terminal-blocks) as each job is released, it cut that inventory by more than half without a single late panel.",
      ),
      p(
        "“Being zone 2 from Pittsburgh helps, but what really matters is that the stock shown online is real. When it says it ships today, it ships today.” Our [shipping policy](page-shipping-policy) explains zones and cut-off times.",
      ),
    ],
    es: [
      quote(
        "«Dejamos de tener un estante de repuestos para las piezas comunes. VoltShop nos las entrega a la mañana siguiente, y el precio del sitio es el mismo que el de la factura».",
      ),
      h2("El taller"),
      p(
        "Allegheny Panel Works arma unos 300 tableros de control UL 508A al año en McKees Rocks, Pensilvania, sobre todo para fabricantes de transportadores y de patines de proceso. Dana Kowalski dirige las compras y la programación de la producción.",
      ),
      h2("Qué cambió"),
      p(
        "El taller solía tener unos US$60,000 en contactores, interruptores y bloques de terminales para proteger sus plazos de armado. Al pedir [contactores IEC](category-contactors-control-relays), [guardamotores](category-motor-protection-circuit-breakers) y [bloques de terminales de inserción directa](category-iec-terminal-blocks) a medida que se libera cada trabajo, redujo ese inventario a menos de la mitad sin entregar un solo tablero tarde.",
      ),
      p(
        "«Estar en la zona 2 desde Pittsburgh ayuda, pero lo que de verdad importa es que las existencias que aparecen en línea son reales. Cuando dice que sale hoy, sale hoy». Nuestra [política de envíos](page-shipping-policy) explica las zonas y los horarios de corte.",
      ),
    ],
  },
});

const threeRiversWater = editorial({
  id: "testimonial-three-rivers-water-authority",
  type: "testimonial",
  date: "2025-03-05T15:00:00.000Z",
  author: "Marcus Bell",
  company: "Three Rivers Water Authority",
  title: { en: "Lift-station panels that survive the winter", es: "Tableros de cárcamo que sobreviven al invierno" },
  slug: { en: "three-rivers-water-authority", es: "autoridad-de-agua-three-rivers" },
  excerpt: {
    en: "“Stainless boxes and 4X operators are the only thing that has held up.” — Marcus Bell, Three Rivers Water Authority",
    es: "«Lo único que ha resistido son los gabinetes de inoxidable y los operadores 4X». — Marcus Bell, Three Rivers Water Authority",
  },
  body: {
    en: [
      quote("“Our lift-station panels live outside in western Pennsylvania winters. Stainless boxes and 4X operators are the only thing that has held up.”"),
      h2("The problem"),
      p(
        "Marcus Bell is the electrical supervisor for a utility with 42 sewage lift stations. Painted steel panels installed in the 1990s were rusting through at the hinges, and moisture was getting into the pilot lights and selector switches.",
      ),
      h2("The upgrade"),
      p(
        "Over three years the authority is replacing every panel with [NEMA 4X stainless enclosures](category-enclosures), [22 mm NEMA operators](category-22mm-nema-push-buttons) rated 4X, and [motor protection circuit breakers](category-motor-protection-circuit-breakers) so crews can see and reset a tripped pump without carrying fuses.",
      ),
      p(
        "“We standardized on one bill of materials for a duplex station. VoltShop keeps it as a saved cart for us, so reordering a station is five minutes of work.” Read more about [water and wastewater](industry-water-wastewater) applications.",
      ),
    ],
    es: [
      quote(
        "«Nuestros tableros de cárcamo pasan los inviernos del oeste de Pensilvania a la intemperie. Lo único que ha resistido son los gabinetes de inoxidable y los operadores 4X».",
      ),
      h2("El problema"),
      p(
        "Marcus Bell es supervisor eléctrico de un organismo con 42 cárcamos de bombeo de aguas residuales. Los tableros de acero pintado instalados en los años noventa se estaban oxidando en las bisagras y la humedad entraba en los pilotos y los selectores.",
      ),
      h2("La renovación"),
      p(
        "En tres años, el organismo está reemplazando todos los tableros por [gabinetes NEMA 4X de inoxidable](category-enclosures), [operadores NEMA de 22 mm](category-22mm-nema-push-buttons) con clasificación 4X y [guardamotores](category-motor-protection-circuit-breakers), para que las cuadrillas vean y rearmen una bomba disparada sin cargar fusibles.",
      ),
      p(
        "«Estandarizamos una sola lista de materiales para un cárcamo dúplex. VoltShop nos la guarda como carrito, así que volver a pedir una estación nos lleva cinco minutos». Conozca más sobre las aplicaciones en [agua y aguas residuales](industry-water-wastewater).",
      ),
    ],
  },
});

const keystonePackaging = editorial({
  id: "testimonial-keystone-packaging-systems",
  type: "testimonial",
  date: "2025-04-14T15:00:00.000Z",
  author: "Priya Raman",
  company: "Keystone Packaging Systems",
  title: { en: "Faster conveyor panel builds", es: "Tableros de transportadores armados más rápido" },
  slug: { en: "keystone-packaging-systems", es: "keystone-packaging-systems-transportadores" },
  excerpt: {
    en: "“Push-in terminals and MPCB starters took a full day out of every conveyor panel.” — Priya Raman, Keystone Packaging Systems",
    es: "«Los bornes de inserción directa y los arrancadores con guardamotor nos ahorraron un día entero en cada tablero de transportador». — Priya Raman, Keystone Packaging Systems",
  },
  body: {
    en: [
      quote("“Push-in terminals and MPCB starters took a full day out of every conveyor panel.”"),
      h2("The project"),
      p(
        "Keystone Packaging Systems, an OEM in Lancaster, Pennsylvania, builds case-packing and palletizing lines. Priya Raman, its lead controls engineer, redesigned the standard conveyor panel around [motor protection circuit breakers](category-motor-protection-circuit-breakers), 24 V DC-coil [IEC contactors](category-contactors-control-relays) and [push-in terminal blocks](category-iec-terminal-blocks).",
      ),
      h2("The result"),
      p(
        "Wiring time dropped from about three days to two per panel, and the fuse blocks disappeared from the bill of materials. The application team checked the sizing of every motor branch before the first build; the approach is described in [MPCBs or overload relays](article-mpcb-vs-overload-relays).",
      ),
    ],
    es: [
      quote("«Los bornes de inserción directa y los arrancadores con guardamotor nos ahorraron un día entero en cada tablero de transportador»."),
      h2("El proyecto"),
      p(
        "Keystone Packaging Systems, un fabricante de equipo de Lancaster, Pensilvania, construye líneas de encajado y paletizado. Priya Raman, su ingeniera líder de control, rediseñó el tablero estándar de transportador con [guardamotores](category-motor-protection-circuit-breakers), [contactores IEC](category-contactors-control-relays) con bobina de 24 V CD y [bloques de terminales de inserción directa](category-iec-terminal-blocks).",
      ),
      h2("El resultado"),
      p(
        "El tiempo de cableado bajó de unos tres días a dos por tablero, y los portafusibles desaparecieron de la lista de materiales. El equipo de aplicaciones revisó el dimensionamiento de cada circuito de motor antes del primer armado; el método se describe en [guardamotor o relé de sobrecarga](article-mpcb-vs-overload-relays).",
      ),
    ],
  },
});

const controlesDelNorte = editorial({
  id: "testimonial-controles-del-norte",
  type: "testimonial",
  date: "2025-05-12T15:00:00.000Z",
  author: "Alejandra Garza",
  company: "Controles Industriales del Norte",
  title: { en: "Bilingual support for export projects", es: "Soporte bilingüe para proyectos de exportación" },
  slug: { en: "controles-del-norte-export-projects", es: "controles-del-norte-proyectos-de-exportacion" },
  excerpt: {
    en: "“Our engineers can read every specification in Spanish, and the parts arrive in Monterrey with the right paperwork.” — Alejandra Garza, Controles Industriales del Norte",
    es: "«Nuestros ingenieros pueden leer cada especificación en español, y las piezas llegan a Monterrey con la documentación correcta». — Alejandra Garza, Controles Industriales del Norte",
  },
  body: {
    en: [
      quote("“Our engineers can read every specification in Spanish, and the parts arrive in Monterrey with the right paperwork.”"),
      h2("The customer"),
      p(
        "Controles Industriales del Norte integrates control panels in Monterrey, Mexico, for US-owned plants that require UL-listed components. Alejandra Garza manages procurement for the integration team.",
      ),
      h2("Why it works"),
      p(
        "The team specifies parts from the Spanish version of the catalogue and places orders in US dollars. International freight is quoted after each order, once it is packed, which Alejandra says keeps costs predictable: “We approve the freight before anything ships, and we always know what we are paying.” See the [shipping policy](page-shipping-policy) for how international orders work.",
      ),
    ],
    es: [
      quote("«Nuestros ingenieros pueden leer cada especificación en español, y las piezas llegan a Monterrey con la documentación correcta»."),
      h2("El cliente"),
      p(
        "Controles Industriales del Norte integra tableros de control en Monterrey, México, para plantas de capital estadounidense que exigen componentes listados UL. Alejandra Garza dirige las compras del equipo de integración.",
      ),
      h2("Por qué funciona"),
      p(
        "El equipo especifica las piezas desde la versión en español del catálogo y hace los pedidos en dólares estadounidenses. El flete internacional se cotiza después de cada pedido, una vez empacado, lo que según Alejandra mantiene los costos previsibles: «Aprobamos el flete antes de que salga nada y siempre sabemos cuánto vamos a pagar». Consulte en la [política de envíos](page-shipping-policy) cómo funcionan los pedidos internacionales.",
      ),
    ],
  },
});

export function testimonials(): EditorialDoc[] {
  return [alleghenyPanelWorks, threeRiversWater, keystonePackaging, controlesDelNorte];
}
