# The event report in a real browser: headless Chromium (installer/install-deps.sh installs it) opens
# index.html, takes screenshots at a desktop and a phone width, and dumps the DOM after the page's script
# ran with the order asked in its address (#sort=-points), so the sorting itself is tested.
#   cmake -DMUSTER=<exe> -DDATA=<data dir> -DSOURCE=<source tree> -DWORK=<scratch folder> -P report_browser.cmake
find_program(CHROMIUM NAMES chromium chromium-browser google-chrome REQUIRED)
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})
execute_process(COMMAND ${MUSTER} check tests/cli/fixtures/event/round1 --event lists/events/thirty-years-war-open.xml
                        --report ${WORK}/report --lang en --data-dir ${DATA}
                WORKING_DIRECTORY ${SOURCE} RESULT_VARIABLE rc OUTPUT_QUIET ERROR_QUIET)
if(NOT rc EQUAL 3)
  message(FATAL_ERROR "muster check --report exited with ${rc}, expected 3 (one roster of the folder is unreadable)")
endif()

# Root in CI: Chromium's sandbox needs a user namespace it may not get there, hence --no-sandbox.
set(browser ${CHROMIUM} --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run
            --user-data-dir=${WORK}/profile)
function(screenshot width height name url)
  execute_process(COMMAND ${browser} --window-size=${width},${height} --screenshot=${WORK}/${name}.png ${url}
                  RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE err TIMEOUT 120)
  if(NOT rc EQUAL 0 OR NOT EXISTS ${WORK}/${name}.png)
    message(FATAL_ERROR "Chromium made no screenshot ${name} (${rc}):\n${err}")
  endif()
  file(SIZE ${WORK}/${name}.png size)
  set(${name}_size ${size} PARENT_SCOPE)
endfunction()
function(expect text pattern what)
  if(NOT text MATCHES "${pattern}")
    message(FATAL_ERROR "${what}: no match for ‘${pattern}’ in:\n${text}")
  endif()
endfunction()

# A blank page of the same size is the yardstick: a page with its table and findings compresses far worse.
file(WRITE ${WORK}/blank.html "<!DOCTYPE html><html><body></body></html>\n")
screenshot(1280 1000 blank file://${WORK}/blank.html)
screenshot(1280 1000 desktop file://${WORK}/report/index.html)
screenshot(390 1000 phone file://${WORK}/report/index.html)
foreach(shot desktop phone)
  math(EXPR least "${blank_size} * 5")
  if(${shot}_size LESS least)
    message(FATAL_ERROR "the ${shot} screenshot is ${${shot}_size} bytes, a blank page's ${blank_size}: is the page blank?")
  endif()
endforeach()

execute_process(COMMAND ${browser} --dump-dom "file://${WORK}/report/index.html#sort=-points"
                RESULT_VARIABLE rc OUTPUT_VARIABLE dom ERROR_VARIABLE err TIMEOUT 120)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "Chromium could not dump the page (${rc}):\n${err}")
endif()
expect("${dom}" "<table id=\"rosters\" data-sortable=\"ready\">" "the script ran")
expect("${dom}" "data-key=\"points\" data-type=\"number\" aria-sort=\"descending\"" "the points column sorted")
# Rows by points, most first; the unreadable roster (no points) last.
string(REGEX MATCHALL "<tr class=\"[a-z]+\"><td data-label=\"Player\"[^>]*>[^<]*" rows "${dom}")
string(REGEX REPLACE "<tr class=\"[a-z]+\"><td data-label=\"Player\"[^>]*>" "" players "${rows}")
set(order "Åsa Öberg;Carla \"Ace\", Jr.;Bruno &lt;Ritter&gt; &amp; Sons;=Dmitri;")
if(NOT players STREQUAL order)
  message(FATAL_ERROR "rows after sorting by points, most first: ${players}\nexpected: ${order}")
endif()
