/* Buttons marked data-print print the page; print styles (app.css) keep only the checklist. */
document.addEventListener("click", (event) => {
  if (event.target instanceof Element && event.target.closest("[data-print]")) window.print();
});
export {};
