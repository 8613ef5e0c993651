document.documentElement.dataset.enhanced = "true";
