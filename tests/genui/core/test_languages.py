"""The interface speaks English and Chinese."""

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db


def test_the_landing_page_is_in_chinese_for_a_chinese_browser():
    page = Client(headers={"accept-language": "zh-CN,zh;q=0.9"}).get("/").content.decode()
    assert '<html lang="zh-hans">' in page
    assert "输入一个主题，看一节 3D 课程当场生成。" in page
    assert "登录工作室" in page


def test_choosing_a_language_sticks():
    client = Client()
    client.post("/i18n/setlang/", {"language": "zh-hans", "next": "/"})
    assert "示例课程" in client.get("/").content.decode()
    client.post("/i18n/setlang/", {"language": "en", "next": "/"})
    assert "See demo lessons" in client.get("/").content.decode()
