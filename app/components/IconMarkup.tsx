/** An icon rendered at build time (`iconSvg`), shown by a widget that runs in the browser. */
export function IconMarkup({ svg }: { svg: string }) {
  return <span aria-hidden="true" className="inline-flex shrink-0" dangerouslySetInnerHTML={{ __html: svg }} />;
}
