# Copies the page (src/web/site) into the site and names the service worker's cache after the content of
# every file it caches, so a browser that visited before takes the new build as a whole, never half of it.
file(GLOB page ${SITE}/*)
list(FILTER page EXCLUDE REGEX "/sw\\.js$")
file(COPY ${page} DESTINATION ${OUT})
set(hashes "")
foreach(f index.html app.js style.css manifest.webmanifest icon.svg muster-core.js muster-core.wasm muster-core.data
    fonts/DejaVuSans.ttf fonts/DejaVuSans-Bold.ttf)
  file(MD5 ${OUT}/${f} h)
  string(APPEND hashes ${h})
endforeach()
string(MD5 version "${hashes}")
file(READ ${SITE}/sw.js sw)
string(REPLACE "@MUSTER_WEB_VERSION@" "muster-${version}" sw "${sw}")
file(WRITE ${OUT}/sw.js "${sw}")
