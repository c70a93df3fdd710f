import { describe, expect, it } from "vitest";
import { criticalCss, pageVocabulary, parseStylesheet, unescapeIdentifier } from "./critical-css";

const pick = (css: string, html: string) => criticalCss(parseStylesheet(css), html);

describe("criticalCss", () => {
  it("keeps the rules of classes the page uses, in their order, and drops the others", () => {
    const css = ".a{color:red}.b{color:blue}.c{color:green}";
    expect(pick(css, '<p class="c a">x</p>')).toBe(".a{color:red}.c{color:green}");
    expect(pick(css, "<p>x</p>")).toBe("");
  });

  it("needs every class of a compound or descendant selector", () => {
    const css = ".group:hover .group-hover\\:underline{text-decoration:underline}.x.y{color:red}";
    expect(pick(css, '<a class="group"><span class="group-hover:underline">x</span></a>')).toBe(css.slice(0, css.indexOf(".x.y")));
    expect(pick(css, '<span class="group-hover:underline">x</span>')).toBe("");
    expect(pick(css, '<b class="x">x</b>')).toBe("");
    expect(pick(css, '<b class="x y">x</b>')).toBe(".x.y{color:red}");
  });

  it("keeps only the selectors of a list that may match", () => {
    expect(pick(".btn:focus,.card:focus,.link:focus{outline:0}", '<a class="link btn">x</a>')).toBe(".btn:focus,.link:focus{outline:0}");
  });

  it("reads Tailwind's escaped class names", () => {
    const css = [
      ".md\\:flex{display:flex}",
      ".w-1\\/2{width:50%}",
      ".py-1\\.5{padding:.375rem 0}",
      ".min-\\[420px\\]\\:grid-cols-2{x:y}",
      ".\\32xl\\:p-4{x:y}",
    ];
    const html = '<div class="md:flex w-1/2 py-1.5 min-[420px]:grid-cols-2 2xl:p-4"></div>';
    expect(pick(css.join(""), html)).toBe(css.join(""));
    expect(unescapeIdentifier("\\32 xl\\:p-4")).toBe("2xl:p-4");
  });

  it("reads class attributes with HTML entities", () => {
    expect([...pageVocabulary('<p class="content-[&#x27;a&#x27;] x&amp;y">').classes]).toEqual(["content-['a']", "x&y"]);
    expect(pick(".content-\\[\\'a\\'\\]{content:'a'}", '<p class="content-[&#x27;a&#x27;]"></p>')).toBe(".content-\\[\\'a\\'\\]{content:'a'}");
  });

  it("filters the rules inside @media and @supports and drops a group left empty", () => {
    const css = "@media (min-width: 768px){.md\\:flex{display:flex}.md\\:grid{display:grid}}@supports (display:grid){.z{x:y}}";
    expect(pick(css, '<p class="md:grid"></p>')).toBe("@media (min-width: 768px){.md\\:grid{display:grid}}");
  });

  it("keeps @keyframes, @font-face and statement at-rules whole", () => {
    const css = '@charset "utf-8";@keyframes spin{to{transform:rotate(360deg)}}@font-face{font-family:x;src:url(x.woff2)}';
    expect(pick(css, "<p></p>")).toBe(css);
  });

  it("needs the elements a selector names, but not what :not(), :where() or attribute selectors say", () => {
    const css = [
      "h1,h2,h3{margin:0}",
      "abbr:where([title]){text-decoration:underline}",
      "ul > li{x:y}",
      ".space-x-2>:not(.hidden)~:not(.hidden){margin-left:.5rem}",
      '[class*="focus-visible:ring"]:focus-visible{outline:none}',
      "input::placeholder{opacity:1}",
      "::-webkit-search-decoration{-webkit-appearance:none}",
      "*,:before,:after{box-sizing:border-box}",
      "html,:host{line-height:1.5}",
      "body{margin:0}",
    ];
    const html = '<html><body><h2 class="space-x-2">x</h2><ul><li>y</li></ul></body></html>';
    expect(pick(css.join(""), html)).toBe(["h2{margin:0}", "ul > li{x:y}", css[3], css[4], css[6], css[7], css[8], css[9]].join(""));
  });

  it("keeps ::backdrop rules only for a page with a dialog", () => {
    const css = "::backdrop{--tw-x:0}.site-menu::backdrop{background:gray}";
    expect(pick(css, '<nav class="site-menu"></nav>')).toBe("");
    expect(pick(css, '<dialog class="site-menu"></dialog>')).toBe(css);
  });

  it("is not misled by braces in comments and strings, and leaves comments out", () => {
    const css = '/* a { b } */.q:before{content:"}/*{"}.r{x:y}';
    expect(pick(css, '<i class="q"></i>')).toBe('.q:before{content:"}/*{"}');
  });

  it("takes classes from class attributes only, not from text that looks like one", () => {
    expect([...pageVocabulary('<p data-class="a" class="b">class="c"</p>').classes]).toEqual(["b"]);
  });
});
