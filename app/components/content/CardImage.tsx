import type { Lang } from "~/i18n/lang";
import type { ImageField } from "~/services/content/types";
import { Image } from "./Image";

/** The picture at the top of a content card (beside its own title, so decorative). */
export function CardImage({ image, lang }: { image: ImageField | null | undefined; lang: Lang }) {
  if (!image) return null;
  return (
    <Image
      image={image}
      lang={lang}
      decorative
      width={400}
      sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
      className="aspect-[16/9] w-full bg-neutral-50 object-contain p-4 sm:aspect-[4/3]"
    />
  );
}
