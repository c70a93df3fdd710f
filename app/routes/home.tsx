import { useRootData } from "~/root";
import { translate } from "~/i18n/translate";

export default function Home() {
  const { strings } = useRootData();
  return <h1>{translate(strings, "homeTitle")}</h1>;
}
