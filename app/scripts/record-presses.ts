import { recordPressesBeforeHydration } from "./pressed-before-hydration";

// Put ahead of the loader only on pages whose islands replay presses (integrations/after-paint.ts):
// importing it in the loader renamed the loader's variables on every page, 33 bytes of brotli more.
recordPressesBeforeHydration();
