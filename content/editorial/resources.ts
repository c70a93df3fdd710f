/** Reference resources: how to use the catalogue, read our part numbers and work with us. */
import type { EditorialDoc } from "../../app/services/content/types";
import { editorial } from "./doc";
import { bullets, h2, h3, numbers, p } from "./pt";

const catalogGuide = editorial({
  id: "resource-catalog-download-guide",
  type: "resource",
  date: "2025-03-03T15:00:00.000Z",
  title: { en: "Catalog and price file guide", es: "Guía del catálogo y de los archivos de precios" },
  slug: { en: "catalog-download-guide", es: "guia-de-descarga-del-catalogo" },
  excerpt: {
    en: "How to find specifications online, save favourites and get a price file for your ERP.",
    es: "Cómo encontrar especificaciones en línea, guardar favoritos y obtener un archivo de precios para su ERP.",
  },
  body: {
    en: [
      p(
        "The online catalogue is always the current one: new part numbers, prices and lead times appear there first. This guide explains where to find what you need and how to take it offline.",
      ),
      h2("Finding specifications"),
      numbers(
        "Start at the [shop](page-shop) and open a family, for example [enclosures](category-enclosures).",
        "Each product page lists its attributes — ratings, dimensions, coil voltage, certifications — in both English and Spanish.",
        "Use the language switcher to send a Spanish-speaking colleague the same page in Spanish.",
      ),
      h2("Saving and sharing"),
      bullets(
        "Signed-in users can save products as favourites and come back to them from any device.",
        "A saved cart stays with your account, so a project bill of materials can be built over several days and checked out when approved.",
      ),
      h2("Price files"),
      p(
        "Customers with an account can ask inside sales for a price file in CSV format with part number, description, list price, your price, package quantity and weight. Files are generated from the same data as the website, so they always agree with what you see online. Write to us from the [contact page](page-contact) and name the price list you buy on.",
      ),
      h2("Printed catalogue"),
      p(
        "We print a short-form catalogue once a year for trade shows and counter use. It covers every series but not every part number; the website remains the reference for ratings and prices.",
      ),
    ],
    es: [
      p(
        "El catálogo en línea siempre es el vigente: los números de parte nuevos, los precios y los plazos aparecen ahí primero. Esta guía explica dónde encontrar lo que necesita y cómo llevárselo fuera de línea.",
      ),
      h2("Cómo encontrar especificaciones"),
      numbers(
        "Entre a la [tienda](page-shop) y abra una familia, por ejemplo [gabinetes](category-enclosures).",
        "Cada ficha de producto muestra sus atributos —especificaciones, dimensiones, tensión de bobina, certificaciones— en inglés y en español.",
        "Use el selector de idioma para enviarle la misma página en inglés a un colega que lo prefiera.",
      ),
      h2("Guardar y compartir"),
      bullets(
        "Los usuarios con sesión iniciada pueden guardar productos como favoritos y volver a ellos desde cualquier dispositivo.",
        "El carrito guardado queda asociado a su cuenta, así que puede armar la lista de materiales de un proyecto durante varios días y pagarla cuando esté aprobada.",
      ),
      h2("Archivos de precios"),
      p(
        "Los clientes con cuenta pueden pedir a ventas internas un archivo de precios en formato CSV con número de parte, descripción, precio de lista, su precio, cantidad por empaque y peso. Los archivos se generan con los mismos datos que el sitio, así que siempre coinciden con lo que ve en línea. Escríbanos desde la [página de contacto](page-contact) e indique la lista de precios con la que compra.",
      ),
      h2("Catálogo impreso"),
      p(
        "Una vez al año imprimimos un catálogo resumido para ferias y mostrador. Incluye todas las series, pero no todos los números de parte; el sitio sigue siendo la referencia para especificaciones y precios.",
      ),
    ],
  },
});

const wiringConventions = editorial({
  id: "resource-wiring-diagram-conventions",
  type: "resource",
  date: "2025-03-10T15:00:00.000Z",
  title: { en: "Wiring diagram conventions", es: "Convenciones para diagramas de cableado" },
  slug: { en: "wiring-diagram-conventions", es: "convenciones-de-diagramas-de-cableado" },
  excerpt: {
    en: "Wire colours, device tags, wire numbers and line references that make a ladder diagram easy to follow in the field.",
    es: "Colores de cable, identificación de dispositivos, numeración de cables y referencias de línea que facilitan seguir un diagrama de escalera en campo.",
  },
  body: {
    en: [
      p(
        "A drawing that the maintenance electrician can follow at 2 a.m. is worth more than a clever circuit. These are the conventions our application team uses and recommends; they follow NFPA 79 and common North American practice.",
      ),
      h2("Conductor colours"),
      bullets(
        "Black: AC and DC power circuits at line voltage.",
        "Red: AC control circuits.",
        "Blue: DC control circuits.",
        "White or gray: grounded AC neutral; white with a blue stripe for grounded DC.",
        "Green or green-yellow: protective earth (equipment grounding).",
        "Orange: circuits that remain energized when the main disconnect is off, such as interlocks fed from another panel.",
      ),
      h2("Device tags"),
      p(
        "Tag each device with a function prefix and the ladder line where its coil or operator appears: M for motor contactors, CR for control relays, OL for overload relays, TR for timing relays, PB for push buttons, SS for selector switches, LT for pilot lights, CB for breakers, DS for disconnects. A contactor whose coil is on line 112 becomes M112.",
      ),
      h2("Wire numbers"),
      bullets(
        "Number each wire by the ladder line where it starts, so wire 112-2 is the second wire on line 112.",
        "Keep the same number through terminals; the number changes only when the wire passes through a device contact.",
        "Mark both ends with heat-shrink or clip-on markers, and mark the [terminal blocks](category-iec-terminal-blocks) with the same numbers. Colour-coded blocks are covered in [NEMA or IEC terminal blocks](article-nema-vs-iec-terminal-blocks).",
      ),
      h2("Cross-references"),
      p(
        "Next to every coil, list the lines where its contacts are used, underlining normally closed ones. The reader can then jump from a coil to every contact it operates without searching the whole drawing.",
      ),
      h3("Operator colours"),
      p(
        "Red for stop and emergency stop, green or black for start, yellow for reset or abnormal conditions, blue for mandatory actions such as a manual reset. Pair each with a [legend plate](category-legend-plates) such as [LP22-RESET-Y](product-LP22-RESET-Y).",
      ),
    ],
    es: [
      p(
        "Un plano que el electricista de mantenimiento pueda seguir a las 2 de la mañana vale más que un circuito ingenioso. Estas son las convenciones que usa y recomienda nuestro equipo de aplicaciones; siguen la norma NFPA 79 y la práctica habitual en Norteamérica.",
      ),
      h2("Colores de los conductores"),
      bullets(
        "Negro: circuitos de potencia de CA y CD a la tensión de línea.",
        "Rojo: circuitos de control en CA.",
        "Azul: circuitos de control en CD.",
        "Blanco o gris: neutro de CA puesto a tierra; blanco con franja azul para CD puesta a tierra.",
        "Verde o verde-amarillo: tierra de protección (puesta a tierra de los equipos).",
        "Naranja: circuitos que siguen energizados con el seccionador principal abierto, como enclavamientos alimentados desde otro tablero.",
      ),
      h2("Identificación de dispositivos"),
      p(
        "Identifique cada dispositivo con un prefijo de función y la línea del diagrama de escalera donde aparece su bobina u operador: M para contactores de motor, CR para relés de control, OL para relés de sobrecarga, TR para temporizadores, PB para pulsadores, SS para selectores, LT para pilotos, CB para interruptores automáticos, DS para seccionadores. Un contactor cuya bobina está en la línea 112 se llama M112.",
      ),
      h2("Numeración de cables"),
      bullets(
        "Numere cada cable según la línea del diagrama donde empieza; así, el cable 112-2 es el segundo de la línea 112.",
        "Mantenga el mismo número a través de las borneras; el número solo cambia cuando el cable pasa por un contacto de un dispositivo.",
        "Marque ambos extremos con termocontráctil o marcadores de clip, y marque los [bloques de terminales](category-iec-terminal-blocks) con los mismos números. Los bloques con código de colores se explican en [¿bloques de terminales NEMA o IEC?](article-nema-vs-iec-terminal-blocks).",
      ),
      h2("Referencias cruzadas"),
      p(
        "Junto a cada bobina, anote las líneas donde se usan sus contactos y subraye los normalmente cerrados. Así, quien lee puede ir de una bobina a todos los contactos que acciona sin recorrer todo el plano.",
      ),
      h3("Colores de los operadores"),
      p(
        "Rojo para paro y paro de emergencia, verde o negro para arranque, amarillo para rearme o condiciones anormales, azul para acciones obligatorias como un rearme manual. Acompañe cada uno con una [placa de leyenda](category-legend-plates), como la [LP22-RESET-Y](product-LP22-RESET-Y).",
      ),
    ],
  },
});

const partNumbers = editorial({
  id: "resource-part-number-decoder",
  type: "resource",
  date: "2025-03-17T15:00:00.000Z",
  title: { en: "Part number decoder", es: "Cómo leer nuestros números de parte" },
  slug: { en: "part-number-decoder", es: "decodificador-de-numeros-de-parte" },
  excerpt: {
    en: "Our part numbers are built from the ratings. Learn the pattern once and you can read — or write — any of them.",
    es: "Nuestros números de parte se forman a partir de las especificaciones. Aprenda el patrón una vez y podrá leer, o escribir, cualquiera de ellos.",
  },
  body: {
    en: [
      p("Every part number starts with its series code and then lists the options in a fixed order. Here are the patterns for our main families."),
      h2("Operators"),
      h3("Colour digit"),
      p("Push buttons use one digit for the cap colour: 1 black, 2 red, 3 green, 4 yellow, 5 blue, 6 white."),
      h3("Contact code"),
      p("Two digits count the contacts: the first is normally open, the second normally closed. 10 is 1NO, 01 is 1NC, 11 is 1NO+1NC, 20 is 2NO."),
      bullets(
        "[GCX1131-10](product-GCX1131-10): GCX11 series (22 mm NEMA flush), colour 3 (green), contact code 10 (1NO).",
        "[P22F-201-P](product-P22F-201-P): 22 mm IEC flush, colour 2 (red), contact code 01 (1NC), P for plastic bezel (M for metal).",
        "[HW30F-411](product-HW30F-411): 30 mm heavy-duty flush, colour 4 (yellow), 1NO+1NC.",
        "SS22-3SK-11: 22 mm selector, 3 positions, S for spring return, K for knob (L long lever, Y key), 1NO+1NC.",
      ),
      h2("Contactors and motor protection"),
      bullets(
        "[CC-25-10-120A](product-CC-25-10-120A): IEC contactor, 25 A AC-3, auxiliary 10 (1NO), 120 V AC coil. A final D instead of A means a DC coil.",
        "[MPCB-32-6P3-RK](product-MPCB-32-6P3-RK): 32 A frame, top of the setting range 6.3 A (P stands for the decimal point), RK rotary knob (PB push button).",
        "[OL-55-8-C10](product-OL-55-8-C10): overload relay 5.5–8 A, trip class 10.",
        "DPC-40-2P-240A: definite purpose contactor, 40 A, 2 poles, 240 V AC coil.",
      ),
      h2("Enclosures, wire duct and terminals"),
      bullets(
        "[ENC-20168-N12](product-ENC-20168-N12): enclosure 20 × 16 × 8 in (height × width × depth), NEMA 12.",
        "WDS-2X3-GR: wide slot wire duct, 2 in wide × 3 in high, gray (WH white, BK black). WDN is narrow slot.",
        "TB-P25-BU: IEC push-in terminal block (S for screw clamp), 2.5 mm², blue.",
        "TB-N30-12: NEMA barrier terminal block, 30 A, 12 positions.",
      ),
      p("Can't find a part? Try the [cross-reference guide](resource-cross-reference-guide)."),
    ],
    es: [
      p(
        "Todo número de parte empieza con el código de su serie y luego enumera las opciones en un orden fijo. Estos son los patrones de nuestras familias principales.",
      ),
      h2("Dispositivos de mando"),
      h3("Dígito de color"),
      p("Los pulsadores usan un dígito para el color del botón: 1 negro, 2 rojo, 3 verde, 4 amarillo, 5 azul, 6 blanco."),
      h3("Código de contactos"),
      p(
        "Dos dígitos cuentan los contactos: el primero, los normalmente abiertos; el segundo, los normalmente cerrados. 10 es 1NA, 01 es 1NC, 11 es 1NA+1NC y 20 es 2NA. (En el número de parte se conserva la notación en inglés: NO para NA.)",
      ),
      bullets(
        "[GCX1131-10](product-GCX1131-10): serie GCX11 (NEMA 22 mm rasante), color 3 (verde), código de contactos 10 (1NA).",
        "[P22F-201-P](product-P22F-201-P): IEC 22 mm rasante, color 2 (rojo), código de contactos 01 (1NC), P de bisel plástico (M, metálico).",
        "[HW30F-411](product-HW30F-411): uso rudo 30 mm rasante, color 4 (amarillo), 1NA+1NC.",
        "SS22-3SK-11: selector de 22 mm, 3 posiciones, S de retorno por resorte, K de perilla (L palanca larga, Y llave), 1NA+1NC.",
      ),
      h2("Contactores y protección de motores"),
      bullets(
        "[CC-25-10-120A](product-CC-25-10-120A): contactor IEC, 25 A en AC-3, auxiliar 10 (1NA), bobina de 120 V CA. Si termina en D en lugar de A, la bobina es de CD.",
        "[MPCB-32-6P3-RK](product-MPCB-32-6P3-RK): tamaño de 32 A, límite superior del ajuste 6,3 A (la P indica el punto decimal), RK perilla rotativa (PB, botón).",
        "[OL-55-8-C10](product-OL-55-8-C10): relé de sobrecarga de 5,5–8 A, clase de disparo 10.",
        "DPC-40-2P-240A: contactor de propósito definido, 40 A, 2 polos, bobina de 240 V CA.",
      ),
      h2("Gabinetes, canaleta y bornes"),
      bullets(
        "[ENC-20168-N12](product-ENC-20168-N12): gabinete de 20 × 16 × 8 pulg (alto × ancho × fondo), NEMA 12.",
        "WDS-2X3-GR: canaleta de ranura ancha, 2 pulg de ancho × 3 pulg de alto, gris (WH blanca, BK negra). WDN es de ranura angosta.",
        "TB-P25-BU: bloque de terminales IEC de inserción directa (S, de tornillo), 2,5 mm², azul.",
        "TB-N30-12: bloque de terminales NEMA tipo barrera, 30 A, 12 posiciones.",
      ),
      p("¿No encuentra una pieza? Consulte la [guía de referencias cruzadas](resource-cross-reference-guide)."),
    ],
  },
});

const cutOuts = editorial({
  id: "resource-panel-cut-out-templates",
  type: "resource",
  date: "2025-03-24T15:00:00.000Z",
  title: { en: "Panel cut-out template guide", es: "Guía de plantillas de perforación de panel" },
  slug: { en: "panel-cut-out-templates", es: "plantillas-de-perforacion-de-panel" },
  excerpt: {
    en: "Hole sizes, minimum spacing and tooling for 13, 22 and 30 mm devices, and how to print templates at true scale.",
    es: "Diámetros de perforación, separación mínima y herramientas para dispositivos de 13, 22 y 30 mm, y cómo imprimir plantillas a escala real.",
  },
  body: {
    en: [
      p("A misplaced hole in a stainless door is an expensive mistake. Lay out the door on paper at full scale before anyone picks up a punch."),
      h2("Hole sizes"),
      bullets(
        "[13 mm pilot lights](category-13mm-pilot-lights): 12.7 mm (1/2 in) round hole.",
        "22 mm operators and [pilot lights](category-22mm-pilot-lights): 22.3 mm round hole; add the 3.2 mm anti-rotation notch when the device has a locating tab.",
        "30 mm operators: 30.5 mm (1.22 in) round hole with anti-rotation notch.",
        "Door-mounted [rotary disconnects](category-disconnect-switches): follow the drilling pattern printed in the instruction sheet; handles usually need a centre hole and four fixing holes.",
      ),
      h2("Minimum spacing"),
      bullets(
        "22 mm devices: 30 mm between centres horizontally without legend plates, 40 mm vertically with legend plates. Choosing a size? Read [22 mm or 30 mm push buttons](article-22mm-vs-30mm-push-buttons).",
        "30 mm devices: 55 mm between centres with legend plates.",
        "Emergency stops with 40 mm heads: at least 50 mm to the nearest device, so the mushroom can be struck with the palm (see [designing emergency stop circuits](whitePaper-designing-emergency-stop-circuits)).",
      ),
      h2("Printing templates at true scale"),
      numbers(
        'Print at 100 % ("actual size"), never "fit to page".',
        "Check the 100 mm reference bar on the printout with a ruler before taping it to the door.",
        "Centre-punch each hole, then use a knockout punch of the right size; on stainless, use a punch rated for stainless steel.",
      ),
      p(
        "For pre-drilled options, the [control stations](category-control-stations) in our catalogue come with 1 to 4 holes already punched, for example the [CS30-2H-GY](product-CS30-2H-GY).",
      ),
    ],
    es: [
      p(
        "Una perforación mal ubicada en una puerta de inoxidable es un error caro. Trace la puerta en papel a escala real antes de que alguien tome un sacabocados.",
      ),
      h2("Diámetros de perforación"),
      bullets(
        "[Pilotos de 13 mm](category-13mm-pilot-lights): perforación redonda de 12,7 mm (1/2 pulg).",
        "Operadores y [pilotos de 22 mm](category-22mm-pilot-lights): perforación redonda de 22,3 mm; agregue la muesca antigiro de 3,2 mm cuando el dispositivo tenga pestaña de posicionamiento.",
        "Operadores de 30 mm: perforación redonda de 30,5 mm (1,22 pulg) con muesca antigiro.",
        "[Seccionadores rotativos](category-disconnect-switches) en puerta: siga el patrón de perforación de la hoja de instrucciones; la manija suele requerir un orificio central y cuatro de fijación.",
      ),
      h2("Separación mínima"),
      bullets(
        "Dispositivos de 22 mm: 30 mm entre centros en horizontal sin placas de leyenda, 40 mm en vertical con placas de leyenda. ¿Aún elige el tamaño? Lea [¿pulsadores de 22 mm o de 30 mm?](article-22mm-vs-30mm-push-buttons).",
        "Dispositivos de 30 mm: 55 mm entre centros con placas de leyenda.",
        "Paros de emergencia con cabeza de 40 mm: al menos 50 mm al dispositivo más cercano, para poder golpear el hongo con la palma (vea [diseño de circuitos de paro de emergencia](whitePaper-designing-emergency-stop-circuits)).",
      ),
      h2("Cómo imprimir las plantillas a escala real"),
      numbers(
        "Imprima al 100 % («tamaño real»), nunca con «ajustar a la página».",
        "Antes de pegarla en la puerta, verifique con una regla la barra de referencia de 100 mm impresa.",
        "Marque el centro de cada perforación con un punzón y luego use un sacabocados del tamaño correcto; en inoxidable, use uno apto para acero inoxidable.",
      ),
      p(
        "Si prefiere opciones ya perforadas, las [estaciones de control](category-control-stations) de nuestro catálogo vienen con 1 a 4 perforaciones, por ejemplo la [CS30-2H-GY](product-CS30-2H-GY).",
      ),
    ],
  },
});

const crossReference = editorial({
  id: "resource-cross-reference-guide",
  type: "resource",
  date: "2025-03-31T15:00:00.000Z",
  title: { en: "Cross-reference guide", es: "Guía de referencias cruzadas" },
  slug: { en: "cross-reference-guide", es: "guia-de-referencias-cruzadas" },
  excerpt: {
    en: "Replacing another brand's part? What to check, what to send us and where equivalents are not exact.",
    es: "¿Reemplaza una pieza de otra marca? Qué revisar, qué enviarnos y dónde las equivalencias no son exactas.",
  },
  body: {
    en: [
      p(
        "Most control components are built to common standards, so a like-for-like replacement is usually possible. Usually is not always: this guide lists what must match.",
      ),
      h2("What must match"),
      bullets(
        "**Contactors:** AC-3 current at your voltage, coil voltage and type (AC or DC), auxiliary contacts, and mounting (DIN rail or screw). See [choosing a contactor](article-choosing-a-contactor).",
        "**Overload relays and MPCBs:** the current range must include the motor full-load current, and the trip class must suit the load.",
        "**Operators:** hole size (22 or 30 mm), operator type, contact arrangement and the environmental rating.",
        "**Enclosures:** outside dimensions, NEMA type and material; also check the back-plate size if you are reusing a sub-panel.",
        "**Terminal blocks:** wire range, rail type and width per position, so the rail still fits.",
      ),
      h2("Where equivalents differ"),
      bullets(
        "Auxiliary contact blocks and accessories are rarely interchangeable between brands.",
        "Overload relays mount directly under contactors of the same brand; mixing brands usually needs a separate mounting base.",
        "The panel's short-circuit current rating may depend on tested combinations of specific brands — see [SCCR for industrial control panels](whitePaper-sccr-for-industrial-control-panels).",
      ),
      h2("What to send us"),
      numbers(
        "The complete competitor part number, exactly as printed.",
        "A photo of the nameplate or label, if you have one.",
        "The application: motor HP and voltage, or the load being switched.",
        "How many you need and when.",
      ),
      p(
        "Send it through the [contact page](page-contact); we usually answer the same business day. You can also decode our own numbers with the [part number decoder](resource-part-number-decoder).",
      ),
    ],
    es: [
      p(
        "La mayoría de los componentes de control se fabrican según normas comunes, así que casi siempre es posible un reemplazo equivalente. Casi siempre no es siempre: esta guía enumera lo que debe coincidir.",
      ),
      h2("Lo que debe coincidir"),
      bullets(
        "**Contactores:** corriente AC-3 a su tensión, tensión y tipo de bobina (CA o CD), contactos auxiliares y montaje (riel DIN o tornillos). Vea [cómo elegir un contactor](article-choosing-a-contactor).",
        "**Relés de sobrecarga y guardamotores:** el rango de corriente debe incluir la corriente a plena carga del motor, y la clase de disparo debe ser adecuada para la carga.",
        "**Dispositivos de mando:** diámetro de perforación (22 o 30 mm), tipo de operador, combinación de contactos y clasificación ambiental.",
        "**Gabinetes:** dimensiones exteriores, tipo NEMA y material; revise también el tamaño de la placa de montaje si va a reutilizar un subpanel.",
        "**Bloques de terminales:** rango de calibres, tipo de riel y ancho por posición, para que todo siga cabiendo en el riel.",
      ),
      h2("Dónde difieren las equivalencias"),
      bullets(
        "Los bloques de contactos auxiliares y los accesorios rara vez son intercambiables entre marcas.",
        "Los relés de sobrecarga se montan directamente debajo de contactores de la misma marca; al mezclar marcas suele hacer falta una base de montaje aparte.",
        "La corriente de cortocircuito asignada del tablero puede depender de combinaciones probadas de marcas específicas; vea [SCCR en tableros de control industrial](whitePaper-sccr-for-industrial-control-panels).",
      ),
      h2("Qué enviarnos"),
      numbers(
        "El número de parte completo de la otra marca, tal como está impreso.",
        "Una foto de la placa o etiqueta, si la tiene.",
        "La aplicación: potencia y tensión del motor, o la carga que se maniobra.",
        "Cuántas piezas necesita y para cuándo.",
      ),
      p(
        "Envíelo desde la [página de contacto](page-contact); normalmente respondemos el mismo día hábil. También puede interpretar nuestros propios números con la guía para [leer nuestros números de parte](resource-part-number-decoder).",
      ),
    ],
  },
});

const warranty = editorial({
  id: "resource-warranty-and-returns",
  type: "resource",
  date: "2025-04-07T15:00:00.000Z",
  title: { en: "Warranty and returns", es: "Garantía y devoluciones" },
  slug: { en: "warranty-and-returns", es: "garantia-y-devoluciones" },
  excerpt: {
    en: "Eighteen months against defects, 30-day returns on stock items, and how to get a return authorization.",
    es: "Dieciocho meses de garantía contra defectos, devoluciones en 30 días para artículos de línea y cómo obtener una autorización de devolución.",
  },
  body: {
    en: [
      h2("Warranty"),
      p(
        "Every product we sell is warranted against defects in materials and workmanship for 18 months from the ship date, when installed and used within its ratings. We replace or credit defective parts; we do not cover labour, downtime or damage from misapplication.",
      ),
      h2("Returns of unused stock"),
      bullets(
        "Unused items in their original, unopened packaging may be returned within 30 days of shipment.",
        "Wire duct must come back in full cartons.",
        "Items that ship in 10 business days, cut or modified items and anything marked non-returnable on the order are not returnable.",
        "A 15 % restocking fee applies to returns that are not our error; we pay the return freight when we shipped the wrong part.",
      ),
      h2("How to return something"),
      numbers(
        "Ask for a return authorization (RMA) number through the [contact page](page-contact), with your order number, the part numbers and the reason.",
        "Pack the items securely and write the RMA number on the outside of the box.",
        "Ship to our Pittsburgh warehouse. Returns without an RMA number are refused at the dock.",
        "Credit is issued to the original payment method within five business days of receipt.",
      ),
      h2("Defective parts"),
      p(
        "For a part that failed in service, tell us what happened and, if possible, keep the failed part. We ship a replacement first and investigate afterwards, as described on our [quality page](page-about-quality).",
      ),
    ],
    es: [
      h2("Garantía"),
      p(
        "Todos los productos que vendemos están garantizados contra defectos de materiales y fabricación durante 18 meses a partir de la fecha de envío, siempre que se instalen y usen dentro de sus especificaciones. Reponemos o acreditamos las piezas defectuosas; no cubrimos mano de obra, tiempo de paro ni daños por una aplicación incorrecta.",
      ),
      h2("Devolución de material sin usar"),
      bullets(
        "Los artículos sin usar, en su empaque original cerrado, se pueden devolver dentro de los 30 días posteriores al envío.",
        "La canaleta debe devolverse en cajas completas.",
        "No se aceptan devoluciones de artículos que se envían en 10 días hábiles, piezas cortadas o modificadas, ni de nada marcado como no retornable en el pedido.",
        "Se aplica un cargo de reabastecimiento del 15 % a las devoluciones que no se deban a un error nuestro; si enviamos la pieza equivocada, pagamos el flete de regreso.",
      ),
      h2("Cómo hacer una devolución"),
      numbers(
        "Solicite un número de autorización de devolución (RMA) desde la [página de contacto](page-contact), con su número de pedido, los números de parte y el motivo.",
        "Empaque bien los artículos y escriba el número de RMA en el exterior de la caja.",
        "Envíelos a nuestro almacén en Pittsburgh. Las devoluciones sin número de RMA se rechazan en el andén.",
        "El crédito se emite al medio de pago original dentro de los cinco días hábiles posteriores a la recepción.",
      ),
      h2("Piezas defectuosas"),
      p(
        "Si una pieza falló en servicio, cuéntenos qué sucedió y, de ser posible, conserve la pieza dañada. Primero enviamos el reemplazo y después investigamos, como se explica en nuestra [página de calidad](page-about-quality).",
      ),
    ],
  },
});

export function resources(): EditorialDoc[] {
  return [catalogGuide, wiringConventions, partNumbers, cutOuts, crossReference, warranty];
}
