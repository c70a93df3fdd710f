/**
 * Run before any other script: where the browser denies the page its sessionStorage (a third-party frame, such as a
 * PunchOut session inside the procurement system's page, when third-party cookies are blocked: docs/punchout.md#framing),
 * an in-memory one stands in for the page's life. Remix's scroll restoration and route discovery read it unguarded,
 * and a read that throws stops the page's navigations.
 */
export const STORAGE_FALLBACK = `try{window.sessionStorage}catch{const m=new Map();Object.defineProperty(window,"sessionStorage",{configurable:true,value:{get length(){return m.size},key:(i)=>[...m.keys()][i]??null,getItem:(k)=>m.get(String(k))??null,setItem:(k,v)=>{m.set(String(k),String(v))},removeItem:(k)=>{m.delete(String(k))},clear:()=>m.clear()}})}`;
