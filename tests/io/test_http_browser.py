"""The HTTP table's web page in headless Chromium (Debian's chromium and chromium-driver, which
``make browser`` installs): sit down against a bot, click through one hand, keep a screenshot in
test-artifacts/."""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.support import REPO
from tests.support.http_server import running_server

pytest.importorskip("fastapi", reason="the http extra (fastapi) is not installed")
pytest.importorskip("uvicorn", reason="the http extra (uvicorn) is not installed")
pytest.importorskip("httpx", reason="the http extra (httpx) is not installed")
pytest.importorskip("selenium", reason="the browser extra (selenium) is not installed")

from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

ARTIFACTS = REPO / "test-artifacts"
WAIT_SECONDS = 30.0
"""How long a page may take to show what the test waits for before the test gives up."""


def _browser_paths() -> tuple[str, str]:
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which("chromedriver")
    if chromium is None or driver is None:
        pytest.skip("Chromium or chromedriver is missing (make browser installs them, as root)")
    return chromium, driver


@pytest.fixture
def browser(tmp_path: Path) -> Iterator[Any]:
    chromium, driver = _browser_paths()
    options = webdriver.ChromeOptions()
    options.binary_location = chromium  # with both paths given, selenium fetches nothing
    for flag in (
        "--headless=new",
        "--no-sandbox",  # CI runs as root
        "--disable-dev-shm-usage",
        "--disable-gpu",
        "--window-size=1200,1000",
        f"--user-data-dir={tmp_path / 'profile'}",
    ):
        options.add_argument(flag)
    try:
        chrome = webdriver.Chrome(options=options, service=webdriver.ChromeService(driver))
    except WebDriverException as err:
        pytest.skip(f"headless Chromium does not start here: {err.msg}")
    try:
        yield chrome
    finally:
        chrome.quit()


@pytest.mark.timeout(600)  # a real browser on a loaded runner: its start-up is outside our hands
def test_a_person_plays_one_hand_on_the_page(browser: Any, tmp_path: Path) -> None:
    with running_server(tmp_path / "page.db") as url:
        browser.get(url + "/")
        # the page redraws itself every few seconds: an element found may be gone a moment later
        wait = WebDriverWait(
            browser, WAIT_SECONDS, ignored_exceptions=(StaleElementReferenceException,)
        )
        wait.until(lambda b: b.find_elements(By.CSS_SELECTOR, "#game option"))
        browser.find_element(By.CSS_SELECTOR, "#bots option[value='1']").click()
        browser.find_element(By.ID, "start").click()
        wait.until(lambda b: b.find_element(By.ID, "room").is_displayed())

        ARTIFACTS.mkdir(exist_ok=True)
        for step in range(60):
            status = wait.until(_ready)
            if status.startswith("Hand over"):  # type: ignore[union-attr]
                break
            if step == 0:
                # mid-hand: the bot's up card shows, its hole card does not
                browser.save_screenshot(str(ARTIFACTS / "http_table_turn.png"))
                bot_cards = wait.until(lambda b: _texts(b, "#seat-1 .card"))
                assert bot_cards[0] == "??"
                assert len(bot_cards) >= 2
                assert "??" not in bot_cards[1:]
            before = _log(browser)
            wait.until(_click_an_option)
            wait.until(lambda b, before=before: _log(b) != before)  # type: ignore[misc]
        else:
            pytest.fail("the hand did not end on the page")

        shot = ARTIFACTS / "http_table.png"
        browser.save_screenshot(str(shot))
        assert shot.stat().st_size > 0

        log = wait.until(_log)
        assert re.search(r"pot 1 \(\d+\) to", log), log
        # the person's own hole card is shown, face up, on the page
        own = wait.until(lambda b: _texts(b, "#seat-0 .card.hole"))
        assert "??" not in own
        assert browser.find_element(By.ID, "deal").is_displayed()
        assert browser.find_element(By.ID, "error").text == ""


def _ready(browser: Any) -> str | None:
    """The status once the page shows the person's options or the end of the hand."""
    status = str(browser.find_element(By.ID, "status").text)
    return status if status.startswith(("Hand over", "Your turn")) else None


def _texts(browser: Any, selector: str) -> list[str]:
    return [str(element.text) for element in browser.find_elements(By.CSS_SELECTOR, selector)]


def _log(browser: Any) -> str:
    return str(browser.find_element(By.ID, "log").text)


def _click_an_option(browser: Any) -> bool:
    """Click the first open option of post the bring-in, check, call, show, fold."""
    buttons = {
        b.get_attribute("id"): b for b in browser.find_elements(By.CSS_SELECTOR, "#actions button")
    }
    for kind in ("post_bring_in", "check", "call", "show", "fold"):
        button = buttons.get(f"act-{kind}")
        if button is not None:
            button.click()
            return True
    return False
