// ts-pegjs 4.2.2 ships no declaration for its ES entry point.
declare module "ts-pegjs" {
  const plugin: import("peggy").Plugin;
  export default plugin;
}
