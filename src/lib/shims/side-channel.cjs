"use strict";
// Stands in for the `side-channel` package (an alias in vite.config.ts). qs, which Refine uses for the
// lists' state in the URL, keeps its bookkeeping (cycle detection, copies) in a "side channel": a map
// keyed by objects. The package builds one that works on engines without WeakMap, through
// get-intrinsic, call-bound, object-inspect and a dozen helpers: about 10 KiB gzip on every signed-in
// page. Every browser the console supports has WeakMap and Map; the interface is the same.
module.exports = function getSideChannel() {
  var objects = new WeakMap();
  var others = new Map();
  var storeOf = function (key) {
    return (typeof key === "object" && key !== null) || typeof key === "function"
      ? objects
      : others;
  };
  return {
    assert: function (key) {
      if (!storeOf(key).has(key)) throw new TypeError("Side channel does not contain the key");
    },
    delete: function (key) {
      return storeOf(key).delete(key);
    },
    get: function (key) {
      return storeOf(key).get(key);
    },
    has: function (key) {
      return storeOf(key).has(key);
    },
    set: function (key, value) {
      storeOf(key).set(key, value);
    },
  };
};
