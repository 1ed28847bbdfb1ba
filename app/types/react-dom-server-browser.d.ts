// React 18 ships the Web Streams renderer as react-dom/server.browser without its own typings.
declare module "react-dom/server.browser" {
  export { renderToReadableStream } from "react-dom/server";
}
