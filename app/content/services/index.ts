import type { ServicePageContent } from "../types";

/*
 * Every module in this folder is one service page. The file name is the route without its
 * slash; the catalog test checks that catalog and content modules pair up one to one.
 */
const modules = import.meta.glob<{ default: ServicePageContent }>(["./*.ts", "!./index.ts"], {
  eager: true,
});

export const serviceContent: ReadonlyMap<string, ServicePageContent> = new Map(
  Object.entries(modules).map(([file, module]) => [file.replace(/^\.\/(.*)\.ts$/, "/$1"), module.default]),
);

export function getServiceContent(path: string): ServicePageContent | undefined {
  return serviceContent.get(path);
}
