/** Industries we serve, each with the categories that matter most to it. */
import type { EditorialDoc } from "../../app/services/content/types";
import { editorial } from "./doc";
import { bullets, h2, p, quote } from "./pt";

const water = editorial({
  id: "industry-water-wastewater",
  type: "industry",
  date: "2025-01-20T15:00:00.000Z",
  title: { en: "Water and wastewater", es: "Agua y aguas residuales" },
  slug: { en: "water-wastewater", es: "agua-y-aguas-residuales" },
  excerpt: {
    en: "Pump controls, lift stations and treatment plants: corrosion-resistant enclosures, reliable motor protection and clear local indication.",
    es: "Control de bombas, cárcamos de bombeo y plantas de tratamiento: gabinetes resistentes a la corrosión, protección confiable de motores e indicación local clara.",
  },
  categories: [
    "category-enclosures",
    "category-control-stations",
    "category-motor-protection-circuit-breakers",
    "category-22mm-nema-push-buttons",
    "category-22mm-pilot-lights",
    "category-electronic-timing-relays",
    "category-disconnect-switches",
  ],
  body: {
    en: [
      p(
        "Municipal utilities and the integrators who serve them build panels that must run unattended for twenty years, often outdoors, in air that carries hydrogen sulfide and chlorine. Component choices lean towards sealing, corrosion resistance and simple, local diagnostics.",
      ),
      h2("Typical applications"),
      bullets(
        "Duplex and triplex lift-station pump panels with alternation and high-level alarms.",
        "Blower and mixer starters in aeration basins.",
        "Chemical feed and chlorine dosing panels.",
        "Remote telemetry cabinets at wells, tanks and booster stations.",
      ),
      h2("What we recommend"),
      bullets(
        "[NEMA 4X stainless enclosures](category-enclosures) outdoors and in chemical rooms; painted NEMA 4 only where no corrosive gases are present. See [selecting enclosure ratings](article-selecting-enclosure-ratings).",
        "[Motor protection circuit breakers](category-motor-protection-circuit-breakers) for small pumps, so an operator can see a trip and reset it without a fuse on the truck.",
        "[Electronic timing relays](category-electronic-timing-relays) for pump alternation delays and anti-short-cycle timers, such as the [ETR-ON-120-R1](product-ETR-ON-120-R1).",
        "Door-mounted [disconnect switches](category-disconnect-switches) for lockout at the panel.",
        "[22 mm pilot lights](category-22mm-pilot-lights) with push-to-test, so a burned-out indicator never hides a fault.",
      ),
      quote(
        "“Our lift-station panels live outside in western Pennsylvania winters. Stainless boxes and 4X operators are the only thing that has held up.” — Three Rivers Water Authority",
      ),
    ],
    es: [
      p(
        "Los organismos operadores de agua y los integradores que los atienden construyen tableros que deben funcionar sin vigilancia durante veinte años, muchas veces a la intemperie y en un aire cargado de ácido sulfhídrico y cloro. Por eso los componentes se eligen pensando en el sellado, la resistencia a la corrosión y un diagnóstico local sencillo.",
      ),
      h2("Aplicaciones típicas"),
      bullets(
        "Tableros dúplex y tríplex para cárcamos de bombeo, con alternancia y alarmas de nivel alto.",
        "Arrancadores de sopladores y mezcladores en tanques de aireación.",
        "Tableros de dosificación de químicos y de cloro.",
        "Gabinetes de telemetría remota en pozos, tanques y estaciones de rebombeo.",
      ),
      h2("Lo que recomendamos"),
      bullets(
        "[Gabinetes NEMA 4X de inoxidable](category-enclosures) a la intemperie y en cuartos de químicos; NEMA 4 pintado solo donde no haya gases corrosivos. Vea [cómo elegir la clasificación del gabinete](article-selecting-enclosure-ratings).",
        "[Guardamotores](category-motor-protection-circuit-breakers) para bombas pequeñas, para que el operador vea el disparo y lo rearme sin necesidad de llevar fusibles en la camioneta.",
        "[Relés temporizadores electrónicos](category-electronic-timing-relays) para los retardos de alternancia y los temporizadores anticiclado, como el [ETR-ON-120-R1](product-ETR-ON-120-R1).",
        "[Interruptores seccionadores](category-disconnect-switches) montados en la puerta para el bloqueo en el tablero.",
        "[Pilotos luminosos de 22 mm](category-22mm-pilot-lights) con prueba de lámpara, para que un indicador fundido nunca oculte una falla.",
      ),
      quote(
        "«Nuestros tableros de cárcamo pasan los inviernos del oeste de Pensilvania a la intemperie. Lo único que ha resistido son los gabinetes de inoxidable y los operadores 4X». — Three Rivers Water Authority",
      ),
    ],
  },
});

const food = editorial({
  id: "industry-food-beverage",
  type: "industry",
  date: "2025-01-20T15:10:00.000Z",
  title: { en: "Food and beverage", es: "Alimentos y bebidas" },
  slug: { en: "food-beverage", es: "alimentos-y-bebidas" },
  excerpt: {
    en: "Washdown-rated operators, stainless enclosures and clear machine status for processing and bottling lines.",
    es: "Operadores aptos para lavado, gabinetes de inoxidable y estado de máquina bien visible para líneas de proceso y embotellado.",
  },
  categories: [
    "category-enclosures",
    "category-22mm-nema-push-buttons",
    "category-22mm-emergency-stops",
    "category-control-stations",
    "category-world-tower-lights",
    "category-iec-terminal-blocks",
  ],
  body: {
    en: [
      p(
        "Processing areas are hosed down daily with hot water and caustic or acidic sanitizers. Any panel or operator station in the splash zone has to survive that without trapping residue or letting water in.",
      ),
      h2("Typical applications"),
      bullets(
        "Operator stations on mixers, fillers, cappers and conveyors.",
        "Clean-in-place (CIP) skid control panels.",
        "Packaging line status indication and andon.",
      ),
      h2("What we recommend"),
      bullets(
        "[22 mm NEMA push buttons](category-22mm-nema-push-buttons) rated 4/4X/13 and IP66, with metal bezels that tolerate sanitizers.",
        "[Stainless steel control stations](category-control-stations), such as the [CS22-3H-SS](product-CS22-3H-SS), mounted where they can be cleaned on all sides.",
        "[22 mm emergency stops](category-22mm-emergency-stops) within reach of every operator position.",
        "[Tower lights](category-world-tower-lights) for line status visible across the floor; a three-tier unit such as the [WTL3-RAG-24-B](product-WTL3-RAG-24-B) covers run, warning and fault.",
        "Push-in [IEC terminal blocks](category-iec-terminal-blocks) in the main panel to speed up builds for line expansions.",
      ),
      p("Our white paper on [washdown control panels](whitePaper-washdown-control-panels) goes deeper into gaskets, cable entries and hygienic mounting."),
    ],
    es: [
      p(
        "Las áreas de proceso se lavan a diario con agua caliente y sanitizantes cáusticos o ácidos. Cualquier tablero o estación de mando en la zona de salpicadura tiene que soportarlo sin acumular residuos ni dejar pasar agua.",
      ),
      h2("Aplicaciones típicas"),
      bullets(
        "Estaciones de mando en mezcladoras, llenadoras, taponadoras y transportadores.",
        "Tableros de control de patines de limpieza en sitio (CIP).",
        "Indicación de estado y andon en líneas de empaque.",
      ),
      h2("Lo que recomendamos"),
      bullets(
        "[Pulsadores NEMA de 22 mm](category-22mm-nema-push-buttons) con clasificación 4/4X/13 e IP66, con bisel metálico que resiste los sanitizantes.",
        "[Estaciones de control de acero inoxidable](category-control-stations), como la [CS22-3H-SS](product-CS22-3H-SS), montadas donde se puedan limpiar por todos lados.",
        "[Paros de emergencia de 22 mm](category-22mm-emergency-stops) al alcance de cada puesto de operación.",
        "[Torres de señalización](category-world-tower-lights) para mostrar el estado de la línea en toda la nave; una de tres niveles como la [WTL3-RAG-24-B](product-WTL3-RAG-24-B) cubre marcha, advertencia y falla.",
        "[Bloques de terminales IEC](category-iec-terminal-blocks) de inserción directa en el tablero principal, para armar más rápido las ampliaciones de línea.",
      ),
      p(
        "Nuestro documento técnico sobre [tableros de control para zonas de lavado](whitePaper-washdown-control-panels) profundiza en empaques, entradas de cable y montaje higiénico.",
      ),
    ],
  },
});

const oilGas = editorial({
  id: "industry-oil-gas",
  type: "industry",
  date: "2025-01-20T15:20:00.000Z",
  title: { en: "Oil and gas", es: "Petróleo y gas" },
  slug: { en: "oil-gas", es: "petroleo-y-gas" },
  excerpt: {
    en: "Heavy-duty operators, rugged terminations and motor control for pump jacks, compressor skids and midstream facilities.",
    es: "Operadores de uso rudo, terminaciones robustas y control de motores para unidades de bombeo, patines de compresión e instalaciones de transporte.",
  },
  categories: [
    "category-30mm-push-buttons",
    "category-30mm-emergency-stops",
    "category-30mm-pilot-lights",
    "category-nema-terminal-blocks",
    "category-disconnect-switches",
    "category-overload-relays",
  ],
  body: {
    en: [
      p(
        "Production sites and compressor stations are remote, hot, cold and dirty, and the person who resets a panel may be a lease operator with gloves on. Components must be robust and obvious to use.",
      ),
      h2("Typical applications"),
      bullets(
        "Pump-off controllers and pump jack starters.",
        "Compressor and blower skid control panels.",
        "Motor control centers and local control stations in tank farms.",
      ),
      h2("What we recommend"),
      bullets(
        "[30 mm heavy-duty push buttons](category-30mm-push-buttons) and [30 mm emergency stops](category-30mm-emergency-stops), such as the [ES30-40-02](product-ES30-40-02) with two normally closed contacts for a redundant safety circuit.",
        "[30 mm pilot lights](category-30mm-pilot-lights) readable in direct sunlight.",
        "[NEMA barrier terminal blocks](category-nema-terminal-blocks) with ring terminals on skids that vibrate.",
        "Class 20 [overload relays](category-overload-relays) for high-inertia compressor starts; see [MPCBs or overload relays](article-mpcb-vs-overload-relays).",
      ),
      h2("A note on hazardous locations"),
      p(
        "The products we stock are intended for unclassified (general purpose) locations, such as control rooms and electrical buildings, and for panels outside the classified area. Equipment installed inside a Class I, Division 1 or 2 area needs explosion-proof or purged enclosures and devices listed for that location, which we do not sell.",
      ),
    ],
    es: [
      p(
        "Los pozos y las estaciones de compresión están lejos, hace calor o frío y hay suciedad, y quien rearma un tablero puede ser un operador de campo con guantes puestos. Los componentes deben ser robustos y de uso evidente.",
      ),
      h2("Aplicaciones típicas"),
      bullets(
        "Controladores de bombeo y arrancadores de unidades de bombeo mecánico.",
        "Tableros de control de patines de compresores y sopladores.",
        "Centros de control de motores y estaciones de mando locales en patios de tanques.",
      ),
      h2("Lo que recomendamos"),
      bullets(
        "[Pulsadores de uso rudo de 30 mm](category-30mm-push-buttons) y [paros de emergencia de 30 mm](category-30mm-emergency-stops), como el [ES30-40-02](product-ES30-40-02) con dos contactos normalmente cerrados para un circuito de seguridad redundante.",
        "[Pilotos luminosos de 30 mm](category-30mm-pilot-lights) legibles a pleno sol.",
        "[Bloques de terminales NEMA tipo barrera](category-nema-terminal-blocks) con terminales de ojillo en patines con vibración.",
        "[Relés de sobrecarga](category-overload-relays) clase 20 para arranques de compresores con mucha inercia; vea [guardamotor o relé de sobrecarga](article-mpcb-vs-overload-relays).",
      ),
      h2("Una nota sobre áreas peligrosas"),
      p(
        "Los productos que manejamos están destinados a ubicaciones no clasificadas (de uso general), como cuartos de control y edificios eléctricos, y a tableros fuera del área clasificada. Los equipos instalados dentro de un área Clase I, División 1 o 2 requieren gabinetes a prueba de explosión o presurizados y dispositivos listados para esa ubicación, que no vendemos.",
      ),
    ],
  },
});

const materialHandling = editorial({
  id: "industry-material-handling-packaging",
  type: "industry",
  date: "2025-01-20T15:30:00.000Z",
  title: { en: "Material handling and packaging", es: "Manejo de materiales y empaque" },
  slug: { en: "material-handling-packaging", es: "manejo-de-materiales-y-empaque" },
  excerpt: {
    en: "Many small motors, lots of I/O and tight build schedules: components that make conveyor and packaging panels fast to build.",
    es: "Muchos motores pequeños, muchas E/S y plazos de armado ajustados: componentes que agilizan los tableros de transportadores y de empaque.",
  },
  categories: [
    "category-contactors-control-relays",
    "category-motor-protection-circuit-breakers",
    "category-direct-on-line-starters",
    "category-general-purpose-relays",
    "category-world-tower-lights",
    "category-22mm-iec-push-buttons",
    "category-wire-duct",
  ],
  body: {
    en: [
      p(
        "A distribution center conveyor can have a hundred fractional-horsepower motors, each with its own starter, and the machine builder is usually working against a ship date. Compact, repeatable motor branches and fast wiring matter more than anything else.",
      ),
      h2("Typical applications"),
      bullets(
        "Zone conveyor and sortation motor control panels.",
        "Case erectors, palletizers and stretch wrappers.",
        "Operator stations and jam-reset pushbuttons along the line.",
      ),
      h2("What we recommend"),
      bullets(
        "[Motor protection circuit breakers](category-motor-protection-circuit-breakers) with [IEC contactors](category-contactors-control-relays) for compact starters with 24 V DC coils driven straight from PLC outputs. Read [MPCBs or overload relays](article-mpcb-vs-overload-relays) for sizing.",
        "[Enclosed direct-on-line starters](category-direct-on-line-starters) such as the [DOL-1HP-120A-N1](product-DOL-1HP-120A-N1) for stand-alone motors away from the main panel.",
        "[Plug-in relays](category-general-purpose-relays) for interposing between PLC outputs and field devices.",
        "[Tower lights](category-world-tower-lights) and [22 mm IEC push buttons](category-22mm-iec-push-buttons) for cost-effective operator interfaces.",
        "Narrow-slot [wire duct](category-wire-duct) sized for the I/O count, with room to grow; see [sizing wire duct](article-sizing-wire-duct-fill).",
      ),
    ],
    es: [
      p(
        "Un transportador de un centro de distribución puede tener cien motores de fracción de caballo, cada uno con su arrancador, y el fabricante de la máquina casi siempre trabaja contra una fecha de entrega. Los circuitos de motor compactos y repetibles y un cableado rápido importan más que nada.",
      ),
      h2("Aplicaciones típicas"),
      bullets(
        "Tableros de control de motores para transportadores por zonas y clasificadores.",
        "Formadoras de cajas, paletizadores y envolvedoras de película estirable.",
        "Estaciones de mando y botones de rearme por atasco a lo largo de la línea.",
      ),
      h2("Lo que recomendamos"),
      bullets(
        "[Guardamotores](category-motor-protection-circuit-breakers) con [contactores IEC](category-contactors-control-relays) para arrancadores compactos con bobina de 24 V CD accionada directamente por salidas de PLC. Para dimensionarlos, lea [guardamotor o relé de sobrecarga](article-mpcb-vs-overload-relays).",
        "[Arrancadores directos en gabinete](category-direct-on-line-starters), como el [DOL-1HP-120A-N1](product-DOL-1HP-120A-N1), para motores aislados lejos del tablero principal.",
        "[Relés enchufables](category-general-purpose-relays) como interfaz entre las salidas del PLC y los dispositivos de campo.",
        "[Torres de señalización](category-world-tower-lights) y [pulsadores IEC de 22 mm](category-22mm-iec-push-buttons) para interfaces de operador económicas.",
        "[Canaleta](category-wire-duct) de ranura angosta dimensionada según la cantidad de E/S, con espacio para crecer; vea [cómo dimensionar la canaleta](article-sizing-wire-duct-fill).",
      ),
    ],
  },
});

export function industries(): EditorialDoc[] {
  return [water, food, oilGas, materialHandling];
}
