/** vnu-jar exports the path of its vnu.jar (as a String object) and ships no types. */
declare module "vnu-jar" {
  const jarPath: string;
  export default jarPath;
}
