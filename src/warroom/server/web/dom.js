// Building pages: elements from text and attributes only (names people choose are never parsed as HTML), and
// classes whose methods are kept in modules of their own.

export function h(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") e.className = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else if (v !== false && v != null) e.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) if (c != null) e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  return e;
}

// An element's children replaced, leaving out the null and undefined ones (replaceChildren would write "null").
export function fill(el, ...children) {
  el.replaceChildren(...children.flat().filter((c) => c != null));
}

// Copy the methods of each part (a class written in a module of its own) onto `target`'s prototype: a page too
// long for one file keeps one class, its methods in several modules.
export function mixin(target, ...parts) {
  for (const part of parts)
    for (const name of Object.getOwnPropertyNames(part.prototype))
      if (name !== "constructor") Object.defineProperty(target.prototype, name, Object.getOwnPropertyDescriptor(part.prototype, name));
}
